import { describe, expect, it } from 'vitest'
import { namespaceName } from './namespaceName'

describe('namespaceName', () => {
  it("uses AppKit's chain family names and shows an unknown family as is", () => {
    expect(['eip155', 'solana', 'bip122', 'polkadot'].map(namespaceName)).toEqual(['EVM Networks', 'Solana', 'Bitcoin', 'Polkadot'])
    expect(namespaceName('stellar')).toBe('stellar')
  })
})
