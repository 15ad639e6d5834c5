'use client'
// The context provider of AppKit's Next.js guide, without wagmi: createAppKit once at module
// level with the cookie storage, and the request's cookies turned into the kit's initial state.
import { AppKitProvider, cookieStorage, cookieToInitialState, createAppKit } from 'airlock/react'
import { mainnet, polygon } from 'airlock/networks'
import { eip155Adapter } from 'airlock/chains/eip155'
import type { ReactNode } from 'react'
import { sandboxOptions } from './sandboxOptions'

const networks: [typeof mainnet, typeof polygon] = [mainnet, polygon]

const kit = createAppKit({
  projectId: 'YOUR_PROJECT_ID',
  networks,
  adapters: [eip155Adapter()],
  metadata: { name: 'Next.js quick start', description: 'AppKit Next.js guide on Airlock', url: 'https://example.com', icons: [] },
  storage: cookieStorage,
  ...sandboxOptions(),
})

export function KitContextProvider({ cookies, children }: { cookies: string | null; children: ReactNode }) {
  const initialState = cookieToInitialState(cookies, { networks })
  return (
    <AppKitProvider kit={kit} initialState={initialState}>
      {children}
    </AppKitProvider>
  )
}
