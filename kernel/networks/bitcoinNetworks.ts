// Bitcoin networks as plain CAIP network data. The bip122 reference is the first 32 hex digits
// of the genesis block hash. Bitcoin has no public JSON-RPC, so the default URL is
// mempool.space's REST API. Like AppKit, the config's network conversion (kernel/config) swaps
// in the RPC gateway for gateway chains; this data stays free of provider hosts.
import type { CaipNetwork } from '../types'

export const bitcoin = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: {
    default: { http: ['https://mempool.space/api'] },
    chainDefault: { http: ['https://mempool.space/api'] },
  },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  assets: { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' },
} as const satisfies CaipNetwork

export const bitcoinTestnet = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: {
    default: { http: ['https://mempool.space/testnet/api'] },
    chainDefault: { http: ['https://mempool.space/testnet/api'] },
  },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  assets: { imageId: '39354064-d79b-420b-065d-f980c4b78200' },
} as const satisfies CaipNetwork
