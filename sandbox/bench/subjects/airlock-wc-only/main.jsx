// Airlock from `airlock/react` configured with networks only (issue 32): no chain adapter, so the
// first view is WalletConnect's. `airlock/*` resolves to the repo's source (measure/viteConfig.ts).
import { AppKitButton, createAppKit } from 'airlock/react'
import { mainnet, polygon } from 'airlock/networks'
import { walletConnect } from 'airlock/plugins/walletconnect'
import { createRoot } from 'react-dom/client'

const bench = window.__BENCH__

createAppKit({
  projectId: bench.projectId,
  networks: [mainnet, polygon],
  plugins: [walletConnect],
  metadata: bench.metadata,
  endpoints: bench.endpoints,
})

function App() {
  return (
    <main>
      <h1>Bench host</h1>
      <AppKitButton />
    </main>
  )
}

createRoot(document.getElementById('root')).render(<App />)
