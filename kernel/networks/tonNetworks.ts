// TON networks as plain CAIP network data, with AppKit's ids: the CAIP-2 reference is the global
// id TonConnect names networks by (-239 mainnet, -3 testnet). The RPC is a toncenter v2 API base,
// what the TON chain plugin reads; the sandbox serves the same shape locally.
import type { CaipNetwork } from '../types'

export const ton = {
  id: '-239',
  caipNetworkId: 'ton:-239',
  chainNamespace: 'ton',
  name: 'TON',
  nativeCurrency: { name: 'TON', symbol: 'TON', decimals: 9 },
  rpcUrls: {
    default: { http: ['https://toncenter.com/api/v2'] },
    chainDefault: { http: ['https://toncenter.com/api/v2'] },
  },
  blockExplorers: { default: { name: 'Tonscan', url: 'https://tonscan.org' } },
  testnet: false,
  assets: { imageId: '20f673c0-095e-49b2-07cf-eb5049dcf600' },
} as const satisfies CaipNetwork

export const tonTestnet = {
  id: '-3',
  caipNetworkId: 'ton:-3',
  chainNamespace: 'ton',
  name: 'TON Testnet',
  nativeCurrency: { name: 'TON', symbol: 'TON', decimals: 9 },
  rpcUrls: {
    default: { http: ['https://testnet.toncenter.com/api/v2'] },
    chainDefault: { http: ['https://testnet.toncenter.com/api/v2'] },
  },
  blockExplorers: { default: { name: 'Tonscan', url: 'https://testnet.tonscan.org' } },
  testnet: true,
  assets: { imageId: '20f673c0-095e-49b2-07cf-eb5049dcf600' },
} as const satisfies CaipNetwork
