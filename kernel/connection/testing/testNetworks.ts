import type { CaipNetwork } from '../../types'

// Fixture networks for kernel tests. The real definitions (`airlock/networks`) are another
// folder's; these stay local so kernel tests do not depend on it.

const evm = (id: number, name: string, symbol = 'ETH'): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol, decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
  blockExplorers: { default: { name: 'Explorer', url: `https://explorer.test/${id}` } },
})

const svm = (reference: string, name: string): CaipNetwork => ({
  id: reference,
  caipNetworkId: `solana:${reference}`,
  chainNamespace: 'solana',
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.test' } },
})

export const testMainnet = evm(1, 'Ethereum')
export const testPolygon = evm(137, 'Polygon', 'POL')
export const testSolana = svm('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
export const testSolanaDevnet = svm('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet')

export const testNetworks: readonly CaipNetwork[] = [testMainnet, testPolygon, testSolana, testSolanaDevnet]
