// A host app written from AppKit's React quick-start (createAppKit, the hooks, the web-component
// buttons). Ported to Airlock by changing ONLY the imports; each changed line keeps the AppKit
// original beside it.
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from 'airlock/react' // was '@reown/appkit/react'
import { mainnet, polygon } from 'airlock/networks' // was '@reown/appkit/networks'
import { EthersAdapter } from 'airlock/ethers' // was '@reown/appkit-adapter-ethers'

// 1. Your project id from the dashboard.
const projectId = 'YOUR_PROJECT_ID'

// 2. What wallets show about your app.
const metadata = {
  name: 'AppKit quick start',
  description: 'A React app set up as the AppKit docs describe',
  url: window.location.origin,
  icons: [],
}

// 3. Create the modal once, outside any component.
createAppKit({
  adapters: [new EthersAdapter()],
  networks: [mainnet, polygon],
  metadata,
  projectId,
  features: { analytics: true },
})

export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '40px auto', padding: '0 16px' }}>
      <h1>AppKit quick start</h1>
      <p>The same code as on AppKit, running on Airlock.</p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <appkit-button />
        <appkit-network-button />
      </div>
      <ActionButtons />
      <InfoList />
    </main>
  )
}

function ActionButtons() {
  const { open } = useAppKit()
  const { isConnected } = useAppKitAccount()
  const { switchNetwork } = useAppKitNetwork()
  const { disconnect } = useDisconnect()

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '16px 0' }}>
      <button type="button" data-testid="qs-open" onClick={() => open()}>
        Open
      </button>
      <button type="button" data-testid="qs-open-networks" onClick={() => open({ view: 'Networks' })}>
        Choose network
      </button>
      {isConnected ? (
        <>
          <button type="button" data-testid="qs-switch-mainnet" onClick={() => switchNetwork(mainnet)}>
            Switch to Ethereum
          </button>
          <button type="button" data-testid="qs-switch-polygon" onClick={() => switchNetwork(polygon)}>
            Switch to Polygon
          </button>
          <button type="button" data-testid="qs-disconnect" onClick={() => disconnect()}>
            Disconnect
          </button>
        </>
      ) : null}
    </div>
  )
}

function InfoList() {
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { caipNetwork, chainId } = useAppKitNetwork()

  return (
    <section>
      <h2>Account</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="qs-status">{status ?? 'disconnected'}</dd>
        <dt>Connected</dt>
        <dd data-testid="qs-connected">{String(isConnected)}</dd>
        <dt>Address</dt>
        <dd data-testid="qs-address">{address ?? '—'}</dd>
        <dt>CAIP address</dt>
        <dd data-testid="qs-caip-address">{caipAddress ?? '—'}</dd>
      </dl>
      <h2>Network</h2>
      <dl>
        <dt>Name</dt>
        <dd data-testid="qs-network-name">{caipNetwork?.name ?? '—'}</dd>
        <dt>Chain id</dt>
        <dd data-testid="qs-chain-id">{chainId ?? '—'}</dd>
      </dl>
    </section>
  )
}
