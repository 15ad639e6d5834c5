// EVM mainnets as plain CAIP network data (no viem): the `airlock/networks` entry, like
// `@reown/appkit/networks`. Each is a bare object literal, so a bundler drops any the host does
// not import. Chain data matches viem 2.57's definitions; imageIds are the provider's asset ids.
import type { CaipNetwork } from '../types'

export const mainnet = {
  id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://ethereum.reth.rs/rpc'] },
    chainDefault: { http: ['https://ethereum.reth.rs/rpc'] },
  },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  assets: { imageId: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900' },
} as const satisfies CaipNetwork

export const polygon = {
  id: 137, caipNetworkId: 'eip155:137', chainNamespace: 'eip155', name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://polygon.drpc.org'] },
    chainDefault: { http: ['https://polygon.drpc.org'] },
  },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
  assets: { imageId: '41d04d42-da3b-4453-8506-668cc0727900' },
} as const satisfies CaipNetwork

export const arbitrum = {
  id: 42161, caipNetworkId: 'eip155:42161', chainNamespace: 'eip155', name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://arb1.arbitrum.io/rpc'] },
    chainDefault: { http: ['https://arb1.arbitrum.io/rpc'] },
  },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
  assets: { imageId: '3bff954d-5cb0-47a0-9a23-d20192e74600' },
} as const satisfies CaipNetwork

export const optimism = {
  id: 10, caipNetworkId: 'eip155:10', chainNamespace: 'eip155', name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://mainnet.optimism.io'] },
    chainDefault: { http: ['https://mainnet.optimism.io'] },
  },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
  testnet: false,
  assets: { imageId: 'ab9c186a-c52f-464b-2906-ca59d760a400' },
} as const satisfies CaipNetwork

export const base = {
  id: 8453, caipNetworkId: 'eip155:8453', chainNamespace: 'eip155', name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://mainnet.base.org'] },
    chainDefault: { http: ['https://mainnet.base.org'] },
  },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
  assets: { imageId: '7289c336-3981-4081-c5f4-efc26ac64a00' },
} as const satisfies CaipNetwork

export const bsc = {
  id: 56, caipNetworkId: 'eip155:56', chainNamespace: 'eip155', name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://56.rpc.thirdweb.com'] },
    chainDefault: { http: ['https://56.rpc.thirdweb.com'] },
  },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  testnet: false,
  assets: { imageId: '93564157-2e8e-4ce7-81df-b264dbee9b00' },
} as const satisfies CaipNetwork

export const avalanche = {
  id: 43114, caipNetworkId: 'eip155:43114', chainNamespace: 'eip155', name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://api.avax.network/ext/bc/C/rpc'] },
    chainDefault: { http: ['https://api.avax.network/ext/bc/C/rpc'] },
  },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false,
  assets: { imageId: '30c46e53-e989-45fb-4549-be3bd4eb3b00' },
} as const satisfies CaipNetwork

export const gnosis = {
  id: 100, caipNetworkId: 'eip155:100', chainNamespace: 'eip155', name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.gnosischain.com'] },
    chainDefault: { http: ['https://rpc.gnosischain.com'] },
  },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false,
  assets: { imageId: '02b53f6a-e3d4-479e-1cb4-21178987d100' },
} as const satisfies CaipNetwork

export const zksync = {
  id: 324, caipNetworkId: 'eip155:324', chainNamespace: 'eip155', name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://mainnet.era.zksync.io'] },
    chainDefault: { http: ['https://mainnet.era.zksync.io'] },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
  assets: { imageId: 'b310f07f-4ef7-49f3-7073-2a0a39685800' },
} as const satisfies CaipNetwork

export const celo = {
  id: 42220, caipNetworkId: 'eip155:42220', chainNamespace: 'eip155', name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://forno.celo.org'] },
    chainDefault: { http: ['https://forno.celo.org'] },
  },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  testnet: false,
  assets: { imageId: 'ab781bbc-ccc6-418d-d32d-789b15da1f00' },
} as const satisfies CaipNetwork

export const linea = {
  id: 59144, caipNetworkId: 'eip155:59144', chainNamespace: 'eip155', name: 'Linea Mainnet',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.linea.build'] },
    chainDefault: { http: ['https://rpc.linea.build'] },
  },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://lineascan.build' } },
  testnet: false,
} as const satisfies CaipNetwork

export const scroll = {
  id: 534352, caipNetworkId: 'eip155:534352', chainNamespace: 'eip155', name: 'Scroll',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.scroll.io'] },
    chainDefault: { http: ['https://rpc.scroll.io'] },
  },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://scrollscan.com' } },
  testnet: false,
} as const satisfies CaipNetwork

/** On the swap networks list (chain 250). */
export const fantom = {
  id: 250, caipNetworkId: 'eip155:250', chainNamespace: 'eip155', name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://250.rpc.thirdweb.com'] },
    chainDefault: { http: ['https://250.rpc.thirdweb.com'] },
  },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  testnet: false,
  assets: { imageId: '06b26297-fe0c-4733-5d6b-ffa5498aac00' },
} as const satisfies CaipNetwork

/** Chain 8217, formerly Klaytn; on the swap networks list. */
export const kaia = {
  id: 8217, caipNetworkId: 'eip155:8217', chainNamespace: 'eip155', name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://public-en.node.kaia.io'] },
    chainDefault: { http: ['https://public-en.node.kaia.io'] },
  },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
  testnet: false,
} as const satisfies CaipNetwork

/** @deprecated Klaytn was renamed Kaia; the same chain (8217) and the same object. */
export const klaytn = kaia

/** On the swap networks list (chain 1313161554). */
export const aurora = {
  id: 1313161554, caipNetworkId: 'eip155:1313161554', chainNamespace: 'eip155', name: 'Aurora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://mainnet.aurora.dev'] },
    chainDefault: { http: ['https://mainnet.aurora.dev'] },
  },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  testnet: false,
  assets: { imageId: '3ff73439-a619-4894-9262-4470c773a100' },
} as const satisfies CaipNetwork

export const berachain = {
  id: 80094, caipNetworkId: 'eip155:80094', chainNamespace: 'eip155', name: 'Berachain',
  nativeCurrency: { name: 'BERA Token', symbol: 'BERA', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.berachain.com'] },
    chainDefault: { http: ['https://rpc.berachain.com'] },
  },
  blockExplorers: { default: { name: 'Berascan', url: 'https://berascan.com' } },
  testnet: false,
  assets: { imageId: 'e329c2c9-59b0-4a02-83e4-212ff3779900' },
} as const satisfies CaipNetwork
