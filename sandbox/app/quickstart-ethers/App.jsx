// AppKit's React quick-start for ethers (docs: "Installation", React, Ethers), ported to Airlock
// by changing ONLY the imports; each changed line keeps the AppKit original beside it. One more
// difference, for the sandbox: the networks are the two chains it runs devnets for (the docs
// list arbitrum and mainnet). The panels below are this page's own, for the browser test.
import { createAppKit } from 'airlock/react' // was '@reown/appkit/react'
import { EthersAdapter } from 'airlock/ethers' // was '@reown/appkit-adapter-ethers'
import { mainnet, polygon } from 'airlock/networks' // was '@reown/appkit/networks'
import { EthersPanels } from './EthersPanels'

// 1. Get projectId
const projectId = 'YOUR_PROJECT_ID'

// 2. Set the networks
const networks = [mainnet, polygon]

// 3. Create a metadata object - optional
const metadata = {
  name: 'AppKit ethers quick start',
  description: 'AppKit with the ethers adapter, on Airlock',
  url: window.location.origin,
  icons: [],
}

// 4. Create a AppKit instance
createAppKit({
  adapters: [new EthersAdapter()],
  networks,
  metadata,
  projectId,
  features: {
    analytics: true, // Optional - defaults to your Cloud configuration
  },
})

export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '40px auto', padding: '0 16px' }}>
      <h1>AppKit ethers quick start</h1>
      <p>AppKit's documented ethers setup, running on Airlock.</p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <appkit-button />
        <appkit-network-button />
      </div>
      <EthersPanels />
    </main>
  )
}
