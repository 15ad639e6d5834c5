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
// The remote flags (spec §3: email, socials, swaps, onramp, activity) are the provider's to set
// once its config arrives, whatever the host says, so for those the page uses the sandbox
// project whose remote config turns them off, as the provider's dashboard would.
const REMOTE_FLAGS = new Set(['email', 'socials', 'swaps', 'onramp', 'activity'])
const features = {}
let remoteOff = false
for (const plugin of allPlugins) {
  if (!off.has(plugin.id) || !plugin.feature) continue
  // A plugin may load for any of several flags (auth: email or socials): all of them go off.
  for (const flag of [plugin.feature].flat()) {
    features[flag] = false
    if (REMOTE_FLAGS.has(flag)) remoteOff = true
  }
}

createAppKit({
  projectId: remoteOff ? 'sandbox-remote-off' : bench.projectId,
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
