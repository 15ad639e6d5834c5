// The page the chains lifecycle browser test opens: the kit with both chain plugins (eip155 and
// solana), the sandbox networks (eip155:1, eip155:137, Solana devnet), the test wallets from
// `?wallets=`, and a host component that sends 0.01 ETH with viem through the provider
// `useAppKitProvider('eip155')` hands it. Config comes from `window.__CHAINS_E2E__`.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createWalletClient, custom, parseEther, type Address, type EIP1193Provider } from 'viem'
import { eip155Adapter } from '../../chains/eip155'
import { solanaAdapter } from '../../chains/solana'
import { KIT_CONTAINER, type AppKitOptions, type CaipNetwork, type Endpoints } from '../../kernel'
import { balances } from '../../plugins/balances'
import { AppKitButton, createAppKit, useAppKitAccount, useAppKitProvider, useDisconnect } from '../../ui-shell'

interface ChainsPageConfig {
  endpoints: Partial<Endpoints>
  networks: CaipNetwork[]
  /** Who the host's button pays. */
  recipient: Address
}

const config = (window as unknown as { __CHAINS_E2E__: ChainsPageConfig }).__CHAINS_E2E__

const kit = createAppKit({
  projectId: 'airlock-chains-e2e',
  networks: config.networks as AppKitOptions['networks'],
  adapters: [eip155Adapter(), solanaAdapter()],
  plugins: [balances],
  endpoints: { fonts: '', ...config.endpoints },
  metadata: { name: 'Airlock chains e2e', description: 'Connection lifecycle', url: location.origin, icons: [] },
})
Object.assign(window, { __kit: kit, __container: kit[KIT_CONTAINER] })

/** What a host app writes: the kit's EVM provider, wrapped in a viem wallet client. */
function SendHost() {
  const { walletProvider } = useAppKitProvider<EIP1193Provider>('eip155')
  const { address } = useAppKitAccount({ namespace: 'eip155' })
  const { disconnect } = useDisconnect()
  const [hash, setHash] = useState<string>()
  const [error, setError] = useState<string>()

  async function send() {
    setError(undefined)
    try {
      if (!walletProvider || !address) throw new Error('No EVM wallet connected')
      const client = createWalletClient({ account: address as Address, transport: custom(walletProvider) })
      // chain: null — the wallet signs for the chain it is on; the kit put it on eip155:1.
      setHash(await client.sendTransaction({ account: address as Address, chain: null, to: config.recipient, value: parseEther('0.01') }))
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }

  return (
    <section>
      <p data-testid="host-provider">{walletProvider ? 'provider' : 'none'}</p>
      <button type="button" data-testid="host-send" disabled={!walletProvider} onClick={() => void send()}>
        Send 0.01 ETH
      </button>
      <button type="button" data-testid="host-disconnect" onClick={() => void disconnect()}>
        Disconnect
      </button>
      {hash ? <p data-testid="host-tx-hash">{hash}</p> : null}
      {error ? <p data-testid="host-tx-error">{error}</p> : null}
    </section>
  )
}

createRoot(document.getElementById('root')!).render(
  <>
    <AppKitButton />
    <SendHost />
  </>,
)
