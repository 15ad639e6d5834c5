import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './createApiServer'
import { SEEDED_NAMES, type NameRecord } from './nameRegistry'
import { NAME_ERRORS } from './nameRoutes'

// Throwaway keys for the test only.
const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const bob = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const EVM_MAINNET_COIN_TYPE = 2147483649 // (0x80000000 | 1), as the kit computes it

let server: ApiServer
const sdk = 'projectId=p-names&st=appkit&sv=html-wagmi-4.2.2'

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

async function register(account = alice, name = 'alice-sandbox.reown.id', opts: { timestamp?: number; signer?: typeof alice; message?: string } = {}) {
  const message = opts.message ?? JSON.stringify({ name, attributes: {}, timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000) })
  const signature = await (opts.signer ?? account).signMessage({ message })
  const res = await fetch(`${server.url}/v1/profile/account?${sdk}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: EVM_MAINNET_COIN_TYPE, address: account.address, message, signature }),
  })
  return { status: res.status, body: (await res.json()) as { success?: boolean; reasons?: { description: string }[] } }
}

describe('name service routes', () => {
  it('SBX-24 registers a name whose message is signed by the address', async () => {
    const { status, body } = await register(alice, 'alice-sandbox.reown.id')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
  })

  it('SBX-24 rejects a signature from another key with reasons[0].description', async () => {
    const { status, body } = await register(bob, 'bob-sandbox.reown.id', { signer: alice })
    expect(status).toBe(400)
    expect(body.reasons![0]!.description).toBe(NAME_ERRORS.badSignature)
  })

  it('SBX-24 rejects a taken name, an invalid name and a stale timestamp', async () => {
    const taken = await register(bob, 'alice-sandbox.reown.id')
    expect(taken.status).toBe(400)
    expect(taken.body.reasons![0]!.description).toBe(NAME_ERRORS.taken)
    for (const name of ['abc.reown.id', 'bad_name.reown.id', 'no-zone-here']) {
      const invalid = await register(bob, name)
      expect(invalid.status, name).toBe(400)
      expect(invalid.body.reasons![0]!.description).toBe(NAME_ERRORS.invalidName)
    }
    const stale = await register(bob, 'bob-stale.reown.id', { timestamp: Math.floor(Date.now() / 1000) - 3600 })
    expect(stale.body.reasons![0]!.description).toBe(NAME_ERRORS.staleMessage)
    const garbled = await register(bob, 'x', { message: 'not json' })
    expect(garbled.body.reasons![0]!.description).toBe(NAME_ERRORS.invalidMessage)
  })

  it('SBX-22 looks a name up with apiVersion=2 and returns its addresses', async () => {
    await register(bob, 'bob-lookup.reown.id')
    const res = await fetch(`${server.url}/v1/profile/account/bob-lookup.reown.id?${sdk}&apiVersion=2`)
    expect(res.status).toBe(200)
    const record = (await res.json()) as NameRecord
    expect(record.name).toBe('bob-lookup.reown.id')
    expect(record.addresses['60']!.address).toBe(bob.address)
    expect(record.addresses[String(EVM_MAINNET_COIN_TYPE)]!.address).toBe(bob.address)
    expect(typeof record.registered).toBe('number')
    expect(Array.isArray(record.attributes)).toBe(true)
  })

  it('SBX-22 an unknown name answers 404 with reasons[0].description', async () => {
    const res = await fetch(`${server.url}/v1/profile/account/nobody-here.reown.id?${sdk}&apiVersion=2`)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { reasons: { description: string }[] }).reasons[0]!.description).toMatch(/not found/)
  })

  it('SBX-22 reverse lookup with sender and apiVersion lists the names of an address', async () => {
    await register(alice, 'alice-second.reown.id')
    const res = await fetch(`${server.url}/v1/profile/reverse/${alice.address.toLowerCase()}?${sdk}&sender=${bob.address}&apiVersion=2`)
    const names = ((await res.json()) as NameRecord[]).map((r) => r.name)
    expect(names).toEqual(['alice-sandbox.reown.id', 'alice-second.reown.id'])
    const none = await fetch(`${server.url}/v1/profile/reverse/0x000000000000000000000000000000000000dEaD?${sdk}&apiVersion=2`)
    expect(await none.json()).toEqual([])
  })

  it('SBX-23 suggestions with zone return an array of {name, registered}', async () => {
    const res = await fetch(`${server.url}/v1/profile/suggestions/alice-sandbox?${sdk}&zone=reown.id`)
    expect(res.status).toBe(200)
    const { suggestions } = (await res.json()) as { suggestions: { name: string; registered: boolean }[] }
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions[0]).toEqual({ name: 'alice-sandbox.reown.id', registered: true })
    for (const s of suggestions.slice(1)) {
      expect(s.name).toMatch(/^[a-z0-9-]{4,}\.reown\.id$/)
      expect(s.registered).toBe(false)
    }
  })

  it('SBX-14 identity with sender returns name and avatar; registered names show up', async () => {
    const unknown = await fetch(`${server.url}/v1/identity/0x000000000000000000000000000000000000dEaD?${sdk}&sender=${bob.address}`)
    expect(await unknown.json()).toEqual({ name: null, avatar: null })
    const seeded = await fetch(`${server.url}/v1/identity/${SEEDED_NAMES[0]!.address}?${sdk}&sender=${bob.address}`)
    const identity = (await seeded.json()) as { name: string; avatar: string }
    expect(identity.name).toBe(SEEDED_NAMES[0]!.name)
    expect(identity.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/getAssetImage\//)
    const registered = (await (await fetch(`${server.url}/v1/identity/${alice.address}?${sdk}`)).json()) as { name: string }
    expect(registered.name).toBe('alice-sandbox.reown.id')
  })
})
