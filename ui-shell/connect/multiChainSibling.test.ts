import { describe, expect, it } from 'vitest'
import { announced } from '../testing/testConnectors'
import { multiChainSibling } from './multiChainSibling'

describe('multiChainSibling (CNR-06: the next namespace of a connected multi-chain wallet)', () => {
  const evm = announced('dev.airlock.multichain', 'Multi')
  const sol = announced('dev.airlock.multichain', 'Multi', { id: 'Multi', chain: 'solana', info: { name: 'Multi' } })
  const other = announced('io.rabby', 'Rabby Wallet')

  it("finds the wallet's own connector for the other namespace", () => {
    expect(multiChainSibling([other, evm, sol], evm.id, 'solana')).toBe(sol)
    expect(multiChainSibling([other, evm, sol], sol.id, 'eip155')).toBe(evm)
  })

  it('none for a single-namespace wallet, an unknown connector or no connection', () => {
    expect(multiChainSibling([other, evm, sol], other.id, 'solana')).toBeUndefined()
    expect(multiChainSibling([other, evm, sol], 'nobody', 'solana')).toBeUndefined()
    expect(multiChainSibling([other, evm, sol], undefined, 'solana')).toBeUndefined()
  })
})
