// Solana clusters as plain CAIP network data. The CAIP-2 reference is the first 32 characters
// of the cluster's genesis hash; `deprecatedCaipNetworkId` is the older reference some wallets
// still send, kept as AppKit has it so their sessions still match.
import type { CaipNetwork } from '../types'

export const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: ['https://api.mainnet-beta.solana.com'] },
    chainDefault: { http: ['https://api.mainnet-beta.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false,
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
} as const satisfies CaipNetwork

export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: ['https://api.devnet.solana.com'] },
    chainDefault: { http: ['https://api.devnet.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
} as const satisfies CaipNetwork

export const solanaTestnet = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: ['https://api.testnet.solana.com'] },
    chainDefault: { http: ['https://api.testnet.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
} as const satisfies CaipNetwork
