import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import type { SIWXMessageData, SIWXSession } from '../siwxTypes'
import { DefaultSIWX } from './DefaultSIWX'
import { EIP155Verifier } from './EIP155Verifier'
import { formatSiwxMessage } from './formatSiwxMessage'
import { InformalMessenger } from './InformalMessenger'
import { LocalStorage } from './LocalStorage'
import { SolanaVerifier } from './SolanaVerifier'

const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const solSecret = ed25519.utils.randomPrivateKey()
const solAddress = base58.encode(ed25519.getPublicKey(solSecret))
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const

let nonceSeq = 0
const messenger = (opts: { expiration?: number; domain?: string } = {}) =>
  new InformalMessenger({ domain: opts.domain ?? 'app.example', uri: 'https://app.example/', getNonce: async () => `nonce${1000 + nonceSeq++}`, statement: 'Sign in', expiration: opts.expiration })

const siwxWith = (opts: { expiration?: number; domain?: string } = {}) =>
  new DefaultSIWX({ messenger: messenger(opts), storage: new LocalStorage({ key: `test-${nonceSeq}` }) })

async function signedEvm(siwx: DefaultSIWX, chainId: `eip155:${number}` = 'eip155:1'): Promise<SIWXSession> {
  const message = await siwx.createMessage({ accountAddress: evm.address, chainId })
  const { toString: _, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await evm.signMessage({ message: text }) }
}

/** The session with `data` changed, its text rebuilt from it and signed again by `signer`: a genuine signature over the changed text. */
async function resigned(session: SIWXSession, change: Partial<SIWXMessageData>, signer = evm): Promise<SIWXSession> {
  const data = { ...session.data, ...change }
  const message = formatSiwxMessage(data)
  return { ...session, data, message, signature: await signer.signMessage({ message }) }
}

async function signedSolana(siwx: DefaultSIWX): Promise<SIWXSession> {
  const message = await siwx.createMessage({ accountAddress: solAddress, chainId: SOLANA })
  const { toString: _, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: base58.encode(ed25519.sign(new TextEncoder().encode(text), solSecret)) }
}

describe('DefaultSIWX', () => {
  it('SIWX-05 stores an eip155 session signed by the account and finds it by chain and address (any case)', async () => {
    const siwx = siwxWith()
    await siwx.addSession(await signedEvm(siwx))
    expect(await siwx.getSessions('eip155:1', evm.address.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions('eip155:137', evm.address)).toEqual([])
    expect(siwx.getRequired()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(true)
  })

  it('SIWX-05 stores a solana session signed with ed25519', async () => {
    const siwx = siwxWith()
    await siwx.addSession(await signedSolana(siwx))
    expect(await siwx.getSessions(SOLANA, solAddress)).toHaveLength(1)
  })

  it('refuses a tampered text, tampered data, a wrong signer and a solana signature over other bytes', async () => {
    const siwx = siwxWith()
    const good = await signedEvm(siwx)
    await expect(siwx.addSession({ ...good, message: good.message.replace('Sign in', 'Sign in now') })).rejects.toThrow('The signed text does not match the session data: statement')
    await expect(siwx.addSession({ ...good, data: { ...good.data, nonce: 'other12345' } })).rejects.toThrow('The signed text does not match the session data: nonce')
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    await expect(siwx.addSession({ ...good, signature: await other.signMessage({ message: good.message }) })).rejects.toThrow('The signature is not valid')
    await expect(siwx.addSession({ ...good, signature: 'not-hex' })).rejects.toThrow('The signature is not valid')
    const sol = await signedSolana(siwx)
    await expect(siwx.addSession({ ...sol, signature: base58.encode(ed25519.sign(new TextEncoder().encode('other'), solSecret)) })).rejects.toThrow('The signature is not valid')
    await expect(siwx.addSession({ ...sol, signature: 'xyz' })).rejects.toThrow('The signature is not valid')
    expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
  })

  it('BYD-29 refuses a message for another domain', async () => {
    const siwx = siwxWith()
    const session = await resigned(await signedEvm(siwx), { domain: 'evil.example' })
    await expect(siwx.addSession(session)).rejects.toThrow('The message is for another domain: evil.example')
  })

  it('refuses an expired and a not-yet-valid message', async () => {
    const siwx = siwxWith({ expiration: -1000 })
    await expect(siwx.addSession(await signedEvm(siwx))).rejects.toThrow('The message has expired')
    const later = siwxWith()
    const message = await later.createMessage({ accountAddress: evm.address, chainId: 'eip155:1', notBefore: new Date(Date.now() + 60_000).toISOString() })
    const { toString: _, ...data } = message
    const text = message.toString()
    await expect(later.addSession({ data, message: text, signature: await evm.signMessage({ message: text }) })).rejects.toThrow('The message is not valid yet')
  })

  it('refuses a replayed nonce and a nonce it never issued', async () => {
    const siwx = siwxWith()
    const session = await signedEvm(siwx)
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toThrow('The nonce was not issued here or was used already')
    const stranger = await signedEvm(siwxWith())
    await expect(siwx.addSession(stranger)).rejects.toThrow('The nonce was not issued here or was used already')
  })

  it('one-click auth: CACAOs over one nonce sign in once per chain for the same account; a repeated chain, another account or a session without a CACAO is a replay', async () => {
    const siwx = siwxWith()
    const first = await signedEvm(siwx, 'eip155:1')
    const sibling = async (chainId: `eip155:${number}`, signer = evm): Promise<SIWXSession> => {
      const text = first.message.replace('Chain ID: 1\n', `Chain ID: ${chainId.split(':')[1]}\n`).replace(evm.address, signer.address)
      const data = { ...first.data, chainId, accountAddress: signer.address }
      return { data, message: text, signature: await signer.signMessage({ message: text }), cacao: {} as never }
    }
    await siwx.addSession({ ...first, cacao: {} as never })
    await siwx.addSession(await sibling('eip155:137'))
    expect(await siwx.getSessions('eip155:137', evm.address)).toHaveLength(1)
    await expect(siwx.addSession(await sibling('eip155:137'))).rejects.toThrow('The nonce was not issued here or was used already')
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    await expect(siwx.addSession(await sibling('eip155:10', other))).rejects.toThrow('The nonce was issued for another account')
    const { cacao: _, ...plain } = await sibling('eip155:10')
    await expect(siwx.addSession(plain)).rejects.toThrow('The nonce was not issued here or was used already')
  })

  it('revokeSession removes only that chain and account; setSessions([]) removes all', async () => {
    const siwx = siwxWith()
    await siwx.addSession(await signedEvm(siwx, 'eip155:1'))
    await siwx.addSession(await signedEvm(siwx, 'eip155:137'))
    await siwx.addSession(await signedSolana(siwx))
    await siwx.revokeSession('eip155:1', evm.address)
    expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
    expect(await siwx.getSessions('eip155:137', evm.address)).toHaveLength(1)
    expect(await siwx.getSessions(SOLANA, solAddress)).toHaveLength(1)
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:137', evm.address)).toEqual([])
    expect(await siwx.getSessions(SOLANA, solAddress)).toEqual([])
  })

  it('BYD-18 a session survives a new DefaultSIWX on the same storage (a reload); an expired one is dropped', async () => {
    const key = 'reload-test'
    const first = new DefaultSIWX({ messenger: messenger({ expiration: 60_000 }), storage: new LocalStorage({ key }) })
    await first.addSession(await signedEvm(first))
    // Node has no localStorage: share the store object as the page's localStorage would be shared.
    const storage = first.storage
    const second = new DefaultSIWX({ messenger: messenger(), storage })
    expect(await second.getSessions('eip155:1', evm.address)).toHaveLength(1)
    const [session] = await second.getSessions('eip155:1', evm.address)
    await storage.set([{ ...session!, data: { ...session!.data, expirationTime: new Date(Date.now() - 1).toISOString() } }])
    expect(await second.getSessions('eip155:1', evm.address)).toEqual([])
  })

  it('the EIP155 verifier refuses a non-address; the Solana verifier a key of the wrong length', async () => {
    const base = { data: { accountAddress: 'nope', chainId: 'eip155:1', domain: 'a', uri: 'https://a', version: '1', nonce: 'n1234567' }, message: 'x', signature: '0x00' } as SIWXSession
    expect(await new EIP155Verifier().verify(base)).toBe(false)
    expect(await new SolanaVerifier().verify({ ...base, data: { ...base.data, accountAddress: '1111' } })).toBe(false)
  })
})

describe('DefaultSIWX refuses forged and mismatched sessions (issue 29)', () => {
  const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
  const stored = (siwx: DefaultSIWX) => (siwx.storage as LocalStorage).get('eip155:1', evm.address)

  it('BYD-29 a stored session that does not prove itself is not trusted and is removed; a genuine one beside it stays', async () => {
    const siwx = siwxWith({ expiration: 60_000 })
    const genuine = await signedEvm(siwx)
    await siwx.addSession(genuine)
    // The forgery of the issue: unsigned data, a text that is no sign-in message, a junk signature.
    const forged = { data: { accountAddress: evm.address, chainId: 'eip155:1', domain: 'app.example', uri: 'https://app.example/', version: '1', nonce: 'x' }, message: 'not a siwe message', signature: '0xdeadbeef' } as SIWXSession
    const longer = { ...genuine, data: { ...genuine.data, expirationTime: '2099-01-01T00:00:00.000Z' } } // data says more than the signed text
    const otherSigner = { ...genuine, signature: await other.signMessage({ message: genuine.message }) }
    const elsewhere = await resigned(genuine, { domain: 'evil.example' })
    const otherOrigin = await resigned(genuine, { uri: 'https://evil.example/' })
    const future = await resigned(genuine, { issuedAt: '2099-01-01T00:00:00.000Z' })
    await siwx.storage.set([forged, longer, otherSigner, elsewhere, otherOrigin, future, genuine])

    const sessions = await siwx.getSessions('eip155:1', evm.address)
    expect(sessions.map((s) => s.signature)).toEqual([genuine.signature])
    expect((await stored(siwx)).map((s) => s.signature)).toEqual([genuine.signature])
  })

  it('BYD-29 a stored session whose signed text has expired is removed, though its data says otherwise', async () => {
    const siwx = siwxWith({ expiration: 60_000 })
    const session = await signedEvm(siwx)
    await siwx.addSession(session)
    vi.useFakeTimers({ now: Date.now() + 120_000 })
    try {
      await siwx.storage.set([{ ...session, data: { ...session.data, expirationTime: undefined } }, session])
      expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
      expect(await stored(siwx)).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('BYD-29 addSession refuses a wrong URI, another chain than asked, an issuedAt in 2099 and data that differ from the text', async () => {
    const siwx = siwxWith()
    const good = await signedEvm(siwx)
    await expect(siwx.addSession(await resigned(good, { uri: 'https://evil.example/' }))).rejects.toThrow('The message is for another URI: https://evil.example/')
    await expect(siwx.addSession(await resigned(good, { uri: 'https://app.example/other' }))).rejects.toThrow('The message is for another URI: https://app.example/other')
    await expect(siwx.addSession(await resigned(good, { chainId: 'eip155:999' }))).rejects.toThrow('The message is for another network: eip155:999')
    await expect(siwx.addSession(await resigned(good, { issuedAt: '2099-01-01T00:00:00.000Z' }))).rejects.toThrow('The message is issued in the future')
    await expect(siwx.addSession({ ...good, data: { ...good.data, statement: 'Something else' } })).rejects.toThrow('The signed text does not match the session data: statement')
    await expect(siwx.addSession({ ...good, data: { ...good.data, resources: ['https://evil.example/'] } })).rejects.toThrow('The signed text does not match the session data: resources')
    // Signed, but not what was asked for: another statement, extra resources.
    await expect(siwx.addSession(await resigned(good, { statement: 'Give away everything' }))).rejects.toThrow('The statement is not the one asked for')
    await expect(siwx.addSession(await resigned(good, { resources: ['https://evil.example/'] }))).rejects.toThrow('The resources are not the ones asked for')
    expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
    await siwx.addSession(good) // none of the refusals used the nonce up
  })

  it('BYD-29 a one-click CACAO may only append the ReCap sentence to the statement asked for, and its stored data says what was signed', async () => {
    const siwx = siwxWith()
    const asked = await signedEvm(siwx)
    const recap = await resigned(asked, { statement: "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'." })
    const other = await resigned(asked, { statement: 'Transfer everything' })
    await expect(siwx.addSession({ ...other, data: asked.data, cacao: {} as never })).rejects.toThrow('The signed text does not match the session data: statement')
    await expect(siwx.addSession({ ...other, cacao: {} as never })).rejects.toThrow('The statement is not the one asked for')
    await siwx.addSession({ ...recap, data: asked.data, cacao: {} as never })
    const [session] = await siwx.getSessions('eip155:1', evm.address)
    expect(session!.data.statement).toBe(recap.data.statement)
  })

  it('BYD-29 a nonce issued for account A does not sign in account B', async () => {
    const siwx = siwxWith()
    const forA = await signedEvm(siwx)
    const byB = await resigned(forA, { accountAddress: other.address }, other)
    await expect(siwx.addSession(byB)).rejects.toThrow('The nonce was issued for another account')
    expect(await siwx.getSessions('eip155:1', other.address)).toEqual([])
  })

  it('BYD-29 one nonce signs in once when the same session is added concurrently', async () => {
    const siwx = siwxWith()
    const session = await signedEvm(siwx)
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => siwx.addSession(session)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await stored(siwx)).toHaveLength(1)
  })
})
