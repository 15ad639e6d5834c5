import { describe, expect, it } from 'vitest'
import { toWalletStandardChain } from './toWalletStandardChain'

describe('toWalletStandardChain', () => {
  it('names clusters by genesis reference, deprecated ones included; others are local', () => {
    expect(toWalletStandardChain({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe('solana:mainnet')
    expect(toWalletStandardChain({ caipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' })).toBe('solana:mainnet')
    expect(toWalletStandardChain({ caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).toBe('solana:devnet')
    expect(toWalletStandardChain({ caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' })).toBe('solana:testnet')
    expect(toWalletStandardChain({ caipNetworkId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' })).toBe('solana:localnet')
  })
})
