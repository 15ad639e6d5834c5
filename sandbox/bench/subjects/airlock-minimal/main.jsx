// Airlock: kernel + shell + eip155, default features. `airlock/*` resolves to the repo's source
// (see measure/viteConfig.ts), as a host's bundler would compile the published package.
import { AppKitButton, createAppKit } from 'airlock/react'
import { eip155Adapter } from 'airlock/chains/eip155'
import { mainnet, polygon } from 'airlock/networks'
import { createRoot } from 'react-dom/client'

const bench = window.__BENCH__

createAppKit({
  projectId: bench.projectId,
  networks: [mainnet, polygon],
  adapters: [eip155Adapter()],
  customRpcUrls: {
    'eip155:1': [{ url: bench.rpc[1] }],
    'eip155:137': [{ url: bench.rpc[137] }],
  },
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
