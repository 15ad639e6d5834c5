import type { CaipNetwork } from '../../../kernel'

// Fixtures for this folder's unit tests: chain plugins may import only the kernel's public
// entry, so the `airlock/networks` definitions are mirrored here (ids as published).
const cluster = (reference: string, name: string, rpc: string, deprecated?: string): CaipNetwork => ({
  id: reference,
  caipNetworkId: `solana:${reference}`,
  chainNamespace: 'solana',
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [rpc] } },
  ...(deprecated ? { deprecatedCaipNetworkId: `solana:${deprecated}` as const } : {}),
})

export const testSolana = cluster('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
export const testSolanaDevnet = cluster('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
export const testSolanaTestnet = cluster('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com')
export const testEthereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
