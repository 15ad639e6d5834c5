import type { CaipNetwork } from '../../kernel/plugin'

export type SolanaStandardChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet'

// Wallet Standard names clusters, CAIP-2 uses genesis-hash prefixes (current and deprecated).
const BY_REFERENCE: Readonly<Record<string, SolanaStandardChain>> = /*#__PURE__*/ Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
})

/** The Wallet Standard chain of a Solana CAIP network; any other cluster is a local one. */
export function toWalletStandardChain(network: Pick<CaipNetwork, 'caipNetworkId'>): SolanaStandardChain {
  const reference = network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)
  return BY_REFERENCE[reference] ?? 'solana:localnet'
}

export const isSolanaStandardChain = (chain: string) => chain.startsWith('solana:')
