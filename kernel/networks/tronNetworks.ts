// TRON networks as plain CAIP network data, with AppKit's ids: the CAIP-2 reference is the
// chain id in hex (the low 4 bytes of the genesis block id). The RPC URLs are TronGrid's
// full-node HTTP API, which the tron chain plugin speaks (AppKit's name its JSON-RPC gateway);
// point them at your own node, or the sandbox's stand-in, by overriding `rpcUrls`.
import type { CaipNetwork } from '../types'

/** AppKit's catalogue image of TRON (`/public/getAssetImage/{id}`), the same for every TRON network. */
const TRON_IMAGE_ID = '3502bb86-cc4e-420f-a387-59ea63a28b00'

export const tronMainnet = {
  id: '0x2b6653dc',
  caipNetworkId: 'tron:0x2b6653dc',
  chainNamespace: 'tron',
  name: 'TRON',
  nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
  rpcUrls: {
    default: { http: ['https://api.trongrid.io'] },
    chainDefault: { http: ['https://api.trongrid.io'] },
  },
  blockExplorers: { default: { name: 'Tronscan', url: 'https://tronscan.org' } },
  testnet: false,
  assets: { imageId: TRON_IMAGE_ID },
} as const satisfies CaipNetwork

export const tronShastaTestnet = {
  id: '0x94a9059e',
  caipNetworkId: 'tron:0x94a9059e',
  chainNamespace: 'tron',
  name: 'TRON Shasta',
  nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
  rpcUrls: {
    default: { http: ['https://api.shasta.trongrid.io'] },
    chainDefault: { http: ['https://api.shasta.trongrid.io'] },
  },
  blockExplorers: { default: { name: 'Tronscan', url: 'https://shasta.tronscan.org' } },
  testnet: true,
  assets: { imageId: TRON_IMAGE_ID },
} as const satisfies CaipNetwork

export const tronNileTestnet = {
  id: '0xcd8690dc',
  caipNetworkId: 'tron:0xcd8690dc',
  chainNamespace: 'tron',
  name: 'TRON Nile',
  nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
  rpcUrls: {
    default: { http: ['https://nile.trongrid.io'] },
    chainDefault: { http: ['https://nile.trongrid.io'] },
  },
  blockExplorers: { default: { name: 'Tronscan', url: 'https://nile.tronscan.org' } },
  testnet: true,
  assets: { imageId: TRON_IMAGE_ID },
} as const satisfies CaipNetwork
