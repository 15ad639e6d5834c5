// @reown/appkit Core for React (`@reown/appkit/react-core`): no adapter, WalletConnect only.
// Its API, pulse and relay hosts cannot be overridden without a host-built UniversalProvider,
// so they are blocked (and counted) by the harness. Core defines its web components (and so
// <appkit-button>) only on the first open, so the host renders its own button and calls open().
import { createAppKit, useAppKit } from '@reown/appkit/react-core'
import { mainnet, polygon } from '@reown/appkit/networks'
import { createRoot } from 'react-dom/client'

const bench = window.__BENCH__

createAppKit({
  networks: [mainnet, polygon],
  projectId: bench.projectId,
  metadata: bench.metadata,
})

function ConnectButton() {
  const { open } = useAppKit()
  return (
    <button type="button" data-testid="connect-button" onClick={() => open()}>
      Connect Wallet
    </button>
  )
}

function App() {
  return (
    <main>
      <h1>Bench host</h1>
      <ConnectButton />
    </main>
  )
}

createRoot(document.getElementById('root')).render(<App />)
