import { headers } from 'next/headers'
import { AccountPanel } from '../../components/AccountPanel'
import { WagmiAccount } from '../../components/WagmiAccount'
import { WagmiContextProvider } from '../../context/wagmiContext'

export default async function WagmiHome() {
  const cookies = (await headers()).get('cookie')
  return (
    <WagmiContextProvider cookies={cookies}>
      <h1>Next.js + wagmi quick start</h1>
      <p>Connect, then reload: the kit and wagmi show the account from the first frame.</p>
      <AccountPanel />
      <WagmiAccount />
    </WagmiContextProvider>
  )
}
