'use client'
// The context provider of AppKit's Next.js guide with wagmi: WagmiAdapter with `ssr: true` and
// wagmi's cookie storage, WagmiProvider given wagmi's `cookieToInitialState`, and the kit given
// its own from the same request, both from the cookies the layout read.
import { AppKitProvider, cookieStorage, cookieToInitialState, createAppKit } from 'airlock/react'
import { mainnet, polygon } from 'airlock/networks'
import { WagmiAdapter } from 'airlock/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cookieStorage as wagmiCookieStorage, cookieToInitialState as wagmiCookieToInitialState, createStorage, WagmiProvider, type Config } from 'wagmi'
import { sandboxOptions } from './sandboxOptions'

const networks: [typeof mainnet, typeof polygon] = [mainnet, polygon]
const projectId = 'YOUR_PROJECT_ID'
const queryClient = new QueryClient()

const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: true, storage: createStorage({ storage: wagmiCookieStorage }) })

const kit = createAppKit({
  projectId,
  networks,
  adapters: [wagmiAdapter],
  metadata: { name: 'Next.js + wagmi quick start', description: 'AppKit Next.js guide on Airlock', url: 'https://example.com', icons: [] },
  storage: cookieStorage,
  ...sandboxOptions(),
})

export function WagmiContextProvider({ cookies, children }: { cookies: string | null; children: ReactNode }) {
  const wagmiState = wagmiCookieToInitialState(wagmiAdapter.wagmiConfig as Config, cookies)
  const initialState = cookieToInitialState(cookies, { networks })
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig as Config} initialState={wagmiState}>
      <QueryClientProvider client={queryClient}>
        <AppKitProvider kit={kit} initialState={initialState}>
          {children}
        </AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
