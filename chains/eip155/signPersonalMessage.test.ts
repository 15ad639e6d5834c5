import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { signPersonalMessage, utf8ToHex } from './signPersonalMessage'
import { createScriptedWallet } from './testing/createScriptedWallet'

const ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

describe('signPersonalMessage', () => {
  it('WREQ-01 calls personal_sign with [message, address] in that order, the message hex-encoded', async () => {
    const wallet = createScriptedWallet({ address: ADDRESS, behaviour: { answers: { personal_sign: '0xsig' } } })
    const signature = await signPersonalMessage({ provider: wallet, message: 'Sign in to Airlock', address: ADDRESS })
    expect(signature).toBe('0xsig')
    expect(wallet.calls).toEqual([{ method: 'personal_sign', params: [toHex('Sign in to Airlock'), ADDRESS] }])
  })

  it('encodes UTF-8 exactly as viem does, text that looks like hex included', () => {
    for (const text of ['', 'héllo wörld ✓ 🚀', '0xdeadbeef', 'line1\nline2']) expect(utf8ToHex(text)).toBe(toHex(text))
  })
})
