// CAIP networks for this folder's unit tests (a chain plugin may import only the kernel's main
// entry, not `airlock/networks`). The RPC URLs are never called by unit tests.
import type { CaipNetwork } from '../../../kernel'

export const testMainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.gateway.test/v1/?chainId=eip155%3A1&projectId=p1'] },
    chainDefault: { http: ['https://eth.rpc.test'] },
  },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

export const testPolygon: CaipNetwork = {
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.gateway.test/v1/?chainId=eip155%3A137&projectId=p1'] },
    chainDefault: { http: ['https://polygon.rpc.test'] },
  },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
}

export const testSolana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://solana.rpc.test'] } },
}
