// AppKit's React quick-start for Solana (docs: "Installation", React, Solana), ported to Airlock
// by changing ONLY the imports; each changed line keeps the AppKit original beside it. The docs
// also pass `wallets: [new PhantomWalletAdapter(), new SolflareWalletAdapter()]` from
// @solana/wallet-adapter-wallets: AppKit itself ignores that (deprecated) option, wallets being
// found through Wallet Standard, and that package is not installed here, so the line is left out.
// Every Solana cluster's RPC is the sandbox's devnet. The panels are this page's own.
import { createAppKit } from 'airlock/react' // was '@reown/appkit/react'
import { SolanaAdapter } from 'airlock/solana' // was '@reown/appkit-adapter-solana/react'
import { solana, solanaTestnet, solanaDevnet } from 'airlock/networks' // was '@reown/appkit/networks'
import { SolanaPanels } from './SolanaPanels'

// 0. Set up Solana Adapter
const solanaWeb3JsAdapter = new SolanaAdapter()

// 1. Get projectId
const projectId = 'YOUR_PROJECT_ID'

// 2. Create a metadata object - optional
const metadata = {
  name: 'AppKit Solana quick start',
  description: 'AppKit with the Solana adapter, on Airlock',
  url: window.location.origin,
  icons: [],
}

// 3. Create modal
createAppKit({
  adapters: [solanaWeb3JsAdapter],
  networks: [solana, solanaTestnet, solanaDevnet],
  metadata: metadata,
  projectId,
  features: {
    analytics: true, // Optional - defaults to your Cloud configuration
  },
})

export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '40px auto', padding: '0 16px' }}>
      <h1>AppKit Solana quick start</h1>
      <p>AppKit's documented Solana setup, running on Airlock.</p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <appkit-button />
        <appkit-network-button />
      </div>
      <SolanaPanels />
    </main>
  )
}
