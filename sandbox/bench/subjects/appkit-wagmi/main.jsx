// @reown/appkit React + wagmi adapter, as their quick start has it. The chains' RPCs point at the
// sandbox devnets (customRpcUrls); AppKit's API and pulse hosts cannot be overridden and are
// blocked (and counted) by the harness.
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet, polygon } from '@reown/appkit/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const bench = window.__BENCH__
const networks = [mainnet, polygon]
const customRpcUrls = {
  'eip155:1': [{ url: bench.rpc[1] }],
  'eip155:137': [{ url: bench.rpc[137] }],
}
const queryClient = new QueryClient()
const wagmiAdapter = new WagmiAdapter({ networks, projectId: bench.projectId, customRpcUrls, ssr: false })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  customRpcUrls,
  projectId: bench.projectId,
  metadata: bench.metadata,
})

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>Bench host</h1>
          <appkit-button />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root')).render(<App />)
