// RainbowKit + wagmi, as their quick start has it; transports point at the sandbox devnets.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'

const bench = window.__BENCH__
const config = getDefaultConfig({
  appName: bench.metadata.name,
  projectId: bench.projectId,
  chains: [mainnet, polygon],
  transports: { [mainnet.id]: http(bench.rpc[1]), [polygon.id]: http(bench.rpc[137]) },
  ssr: false,
})
const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <main>
            <h1>Bench host</h1>
            <ConnectButton />
          </main>
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root')).render(<App />)
