// Airlock with every plugin under plugins/ (the list is generated: virtual:airlock-plugins).
// `?off=<plugin id>,...` turns plugins off by config, the way a host would, so the harness can
// check that their chunks are never requested.
import { AppKitButton, createAppKit } from 'airlock/react'
import { eip155Adapter } from 'airlock/chains/eip155'
import { mainnet, polygon } from 'airlock/networks'
import { allPlugins } from 'virtual:airlock-plugins'
import { createRoot } from 'react-dom/client'

const bench = window.__BENCH__
const off = new Set((new URLSearchParams(location.search).get('off') ?? '').split(',').filter(Boolean))

// A plugin with a feature key is turned off by that flag; WalletConnect by its own option.
const features = {}
for (const plugin of allPlugins) if (off.has(plugin.id) && plugin.feature) features[plugin.feature] = false

createAppKit({
  projectId: bench.projectId,
  networks: [mainnet, polygon],
  adapters: [eip155Adapter()],
  // A plugin with neither switch is simply not passed: the host's config leaves it out.
  plugins: allPlugins.filter((p) => !off.has(p.id) || p.feature || p.id === 'walletConnect'),
  features,
  enableWalletConnect: !off.has('walletConnect'),
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
