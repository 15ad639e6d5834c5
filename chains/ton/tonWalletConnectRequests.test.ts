import { describe, expect, it } from 'vitest'
import { signTonTextOverWalletConnect, tonSessionKeys, walletConnectSessionOf } from './tonWalletConnectRequests'

const key = 'ab'.repeat(32)

describe('TON over a WalletConnect session', () => {
  it('finds the session behind the universal provider and behind the walletconnect plugin view; none behind an injected wallet', () => {
    const session = { sessionProperties: { ton_getPublicKey: key } }
    const request = async () => undefined
    expect(walletConnectSessionOf({ request, session } as never)).toBe(session)
    expect(walletConnectSessionOf({ request, universalProvider: { session } } as never)).toBe(session)
    expect(walletConnectSessionOf({ request })).toBeUndefined()
  })

  it('reads the key material the wallet approved with, and refuses a session without it (no sign-in that cannot be verified)', () => {
    expect(tonSessionKeys({ sessionProperties: { ton_getPublicKey: key, ton_getStateInit: 'te6cc' } })).toEqual({ publicKey: key, walletStateInit: 'te6cc' })
    const refusal = 'The WalletConnect wallet gave no TON public key and state init, so its sign-in cannot be verified'
    expect(() => tonSessionKeys({})).toThrowError(refusal)
    expect(() => tonSessionKeys({ sessionProperties: { ton_getPublicKey: 'xyz', ton_getStateInit: 'te6cc' } })).toThrowError(refusal)
    expect(() => tonSessionKeys({ sessionProperties: { ton_getPublicKey: key } })).toThrowError(refusal)
  })

  it('refuses a ton_signData answer without signature, timestamp and domain, and unwraps a { result } one', async () => {
    const answering = (answer: unknown) => ({ request: async () => answer })
    const args = { from: 'UQx', text: 'hi' }
    await expect(signTonTextOverWalletConnect(answering({ signature: 'c2ln' }), args)).rejects.toThrowError('The TON wallet answered ton_signData without a signature, timestamp and domain')
    const signed = { signature: 'c2ln', timestamp: 1, domain: 'a.test' }
    await expect(signTonTextOverWalletConnect(answering({ result: signed }), args)).resolves.toEqual(signed)
  })
})
