// EVM testnets as plain CAIP network data; see evmNetworks.ts for why these are bare literals.
import type { CaipNetwork } from '../types'

export const sepolia = {
  id: 11155111, caipNetworkId: 'eip155:11155111', chainNamespace: 'eip155', name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://11155111.rpc.thirdweb.com'] },
    chainDefault: { http: ['https://11155111.rpc.thirdweb.com'] },
  },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  assets: { imageId: 'e909ea0a-f92a-4512-c8fc-748044ea6800' },
} as const satisfies CaipNetwork

export const polygonAmoy = {
  id: 80002, caipNetworkId: 'eip155:80002', chainNamespace: 'eip155', name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://polygon-amoy.drpc.org'] },
    chainDefault: { http: ['https://polygon-amoy.drpc.org'] },
  },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
} as const satisfies CaipNetwork

export const baseSepolia = {
  id: 84532, caipNetworkId: 'eip155:84532', chainNamespace: 'eip155', name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://sepolia.base.org'] },
    chainDefault: { http: ['https://sepolia.base.org'] },
  },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
  assets: { imageId: 'a18a7ecd-e307-4360-4746-283182228e00' },
} as const satisfies CaipNetwork
