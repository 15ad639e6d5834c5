import { utils } from 'tronweb'
import { describe, expect, it } from 'vitest'
import type { SIWXMessageData } from '../siwxTypes'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import { recoverTronMessageSigner, TronVerifier } from './TronVerifier'

const KEY = '018d421ee1ac39121e967f0ef36f63104836330b15b325ed6ae2f6e8af034385'
const ADDRESS = 'TXMnEj7N25RGRB7MAUoXkdnmvTuM8qkZMc'
const OTHER_KEY = '5397136924301800850265e130eeafd5e600d556e1dc77c822d90dbca56ec3eb'

const data: SIWXMessageData = { domain: 'app.example', accountAddress: ADDRESS, chainId: 'tron:0x2b6653dc', uri: 'https://app.example', version: '1', nonce: 'n0nce123', issuedAt: '2026-11-28T00:00:00.000Z' }

describe('TronVerifier', () => {
  it('formats a CAIP-122 TRON message that reads back to the same fields', () => {
    const message = formatSiwxMessage(data)
    expect(message.split('\n').slice(0, 2)).toEqual(['app.example wants you to sign in with your TRON account:', ADDRESS])
    expect(parseSiwxMessage(message)).toMatchObject(data)
  })

  it('accepts a TIP-191 signature tronweb made with the account key', async () => {
    const message = formatSiwxMessage(data)
    const signature = utils.message.signMessage(message, KEY)
    expect(recoverTronMessageSigner(message, signature)).toBe(ADDRESS)
    expect(await new TronVerifier().verify({ data, message, signature })).toBe(true)
  })

  it('refuses a signature by another key, over another text, or malformed', async () => {
    const verifier = new TronVerifier()
    const message = formatSiwxMessage(data)
    expect(await verifier.verify({ data, message, signature: utils.message.signMessage(message, OTHER_KEY) })).toBe(false)
    expect(await verifier.verify({ data, message: message.replace('n0nce123', 'n0nce124'), signature: utils.message.signMessage(message, KEY) })).toBe(false)
    for (const signature of ['', '0x12', `0x${'ab'.repeat(65)}`]) expect(await verifier.verify({ data, message, signature })).toBe(false)
    expect(verifier.shouldVerify({ data: { ...data, chainId: 'eip155:1' }, message, signature: '' })).toBe(false)
  })
})
