import { createHash } from 'node:crypto'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_MINT_AUTHORITY, SOLANA_DEVNET_USDC_MINT, solanaDevnetKeypair } from './accounts'

describe('Solana devnet accounts', () => {
  const labelled = [
    ...SOLANA_DEVNET_ACCOUNTS.map((account, i) => [`account-${i}`, account] as const),
    ['usdc-mint', SOLANA_DEVNET_USDC_MINT] as const,
    ['usdc-mint-authority', SOLANA_DEVNET_MINT_AUTHORITY] as const,
  ]

  it.each(labelled)('SBX-30 %s re-derives from its label', (label, account) => {
    const seed = createHash('sha256').update(`airlock-solana-devnet/${label}`).digest('hex')
    expect(account.seed).toBe(seed)
    const keypair = solanaDevnetKeypair(account)
    expect(keypair.publicKey.toBase58()).toBe(account.address)
    expect(base58.encode(keypair.secretKey)).toBe(account.secretKey)
  })

  it('looks accounts up by index and rejects a missing one', () => {
    expect(solanaDevnetKeypair(1).publicKey.toBase58()).toBe(SOLANA_DEVNET_ACCOUNTS[1]!.address)
    expect(() => solanaDevnetKeypair(9)).toThrowError(/^No Solana devnet account 9$/)
  })
})
