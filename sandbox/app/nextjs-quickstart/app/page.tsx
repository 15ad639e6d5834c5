import { headers } from 'next/headers'
import { AccountPanel } from '../components/AccountPanel'
import { KitContextProvider } from '../context/kitContext'

// Rendered per request: the account shown depends on the visitor's cookie.
export default async function Home() {
  const cookies = (await headers()).get('cookie')
  return (
    <KitContextProvider cookies={cookies}>
      <h1>Next.js quick start</h1>
      <p>Connect, then reload: the account is there from the first frame.</p>
      <AccountPanel />
    </KitContextProvider>
  )
}
