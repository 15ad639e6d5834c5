import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { buildSolanaSignMessageParams } from './buildSolanaSignMessageParams'

const PUBKEY = 'Geyu4bEj7TNZCytBq8iCtUWYurLL4yumVakNH478vhCu'

describe('buildSolanaSignMessageParams', () => {
  it('WREQ-02 builds solana_signMessage params: the message as base58 bytes and the pubkey', () => {
    const params = buildSolanaSignMessageParams('Sign in to Airlock ✓', PUBKEY)
    expect(params).toEqual({ message: base58.encode(new TextEncoder().encode('Sign in to Airlock ✓')), pubkey: PUBKEY })
    expect(new TextDecoder().decode(base58.decode(params.message))).toBe('Sign in to Airlock ✓')
  })

  it('WREQ-02 passes raw bytes through unchanged', () => {
    const bytes = new Uint8Array([0, 1, 2, 255])
    expect(buildSolanaSignMessageParams(bytes, PUBKEY).message).toBe(base58.encode(bytes))
  })
})
