// Test fixtures: connectors shaped like the chain plugins register them (eip155Connectors.ts,
// discoverSolanaWallets.ts), and catalogue entries shaped like the sandbox's.
import type { Connector, WalletEntry } from '../../kernel'

const fakeProvider = () => ({ request: async () => null })

export const announced = (rdns: string, name: string, extra: Partial<Connector> = {}): Connector => ({
  id: rdns,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns, name },
  provider: fakeProvider(),
  ...extra,
})

export const browserWallet = (extra: Partial<Connector> = {}): Connector => ({
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  info: { name: 'Browser Wallet' },
  ...extra,
})

export const external = (id: string, name: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  name,
  type: 'EXTERNAL',
  chain: 'eip155',
  info: { name },
  ...extra,
})

export const walletConnectConnector: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

export const wallet = (id: string, name: string, rdns: string | null = null, extra: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  name,
  rdns,
  image_id: `img-${id}`,
  chains: ['eip155:1'],
  ...extra,
})
