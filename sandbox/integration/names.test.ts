// The names plugin in a headless kit against the sandbox: the real eip155 chain plugin, the
// EIP-1193 test wallet signing with a devnet key, and the provider-API server's name service,
// which verifies the signature and the message. Nothing here is mocked.
import { verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_STORE,
  BLOCKCHAIN_API,
  CHAIN_REGISTRY,
  CONNECTION_STORE,
  NAMING_TTL_MS,
  NETWORKS_STORE,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  ROUTER,
  createAppKit,
  type AppKit,
  type CaipNetwork,
  type TtlCache,
} from '../../kernel'
import { solana } from '../../kernel/networks'
import { names } from '../../plugins/names'
import { NAME_SERVICE } from '../../plugins/names/contract'
import { createNameService } from '../../plugins/names/createNameService'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'
import { connectedEip155Kit } from './testing/connectedEip155Kit'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const kits: AppKit[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
  sandbox.api.faults.clear()
  sandbox.api.requests.clear()
})
afterAll(() => sandbox?.close())

/** A fresh account (so no seeded name), or devnet account 0 (seeded `airlock-demo.reown.id`). */
const freshKey = () => {
  const privateKey = generatePrivateKey()
  return { privateKey, address: privateKeyToAccount(privateKey).address }
}

async function connectedKit(key: { privateKey: Hex }, chainId: 1 | 137 = 1) {
  const connected = await connectedEip155Kit(sandbox, { privateKey: key.privateKey, chainId, options: { plugins: [names] } })
  cleanups.push(connected.dispose)
  const { c } = connected
  return { ...connected, service: c.resolve(NAME_SERVICE), router: c.resolve(ROUTER), account: () => c.resolve(ACCOUNT_STORE).get('eip155') }
}

/** Resolves when the account store's eip155 profile name satisfies `check`. */
function profileName(c: AppKit[typeof KIT_CONTAINER], check: (name: string | null | undefined) => boolean) {
  const accounts = c.resolve(ACCOUNT_STORE)
  return new Promise<string | null | undefined>((resolve) => {
    const test = () => {
      const name = accounts.get('eip155').profileName
      if (check(name)) {
        stop()
        resolve(name)
        return true
      }
      return false
    }
    const stop = accounts.subscribe(() => void test())
    test()
  })
}

describe('names: registration against the sandbox name service', () => {
  it('NAME-04 NAME-05 NAME-06 NAME-07 NAME-08 BYD-21 an external EIP-1193 account signs { name, attributes, timestamp } first, then registers it with the ENSIP-11 coin type', async () => {
    const { wallet, service, router, account, address } = await connectedKit(freshKey())
    const label = `alice-${Date.now() % 100000}`
    router.push('RegisterAccountName')
    const before = Math.floor(Date.now() / 1000)
    const record = await service.register(label)

    const signs = wallet.calls.filter((call) => call.method === 'personal_sign')
    expect(signs).toHaveLength(1)
    const post = sandbox.api.requests.find('/v1/profile/account').find((r) => r.method === 'POST')!
    const body = post.body as { coin_type: number; address: string; message: string; signature: Hex }
    // Chain 1's coin type (ENSIP-11 / CAIP-07): 0x80000000 | 1.
    expect(body.coin_type).toBe(2147483649)
    expect(body.address.toLowerCase()).toBe(address.toLowerCase())
    const message = JSON.parse(body.message) as { name: string; attributes: unknown; timestamp: number }
    expect(message).toEqual({ name: `${label}.reown.id`, attributes: {}, timestamp: expect.any(Number) })
    expect(message.timestamp).toBeGreaterThanOrEqual(before)
    expect(message.timestamp).toBeLessThan(before + 60)
    expect(await verifyMessage({ address: address as Hex, message: body.message, signature: body.signature })).toBe(true)

    expect(record?.name).toBe(`${label}.reown.id`)
    expect(account().profileName).toBe(`${label}.reown.id`)
    expect(router.getState().view).toBe('RegisterAccountNameSuccess')
    expect(router.getState().data).toMatchObject({ name: `${label}.reown.id` })
    // The service answers for the name now, and the address reverses to it.
    expect((await service.lookup(`${label}.reown.id`))?.addresses['60']?.address.toLowerCase()).toBe(address.toLowerCase())
    expect((await service.reverseLookup(address)).map((r) => r.name)).toEqual([`${label}.reown.id`])
  })

  it('NAME-06 the coin type follows the active chain (polygon, 137)', async () => {
    const { wallet, service } = await connectedKit(freshKey(), 137)
    await service.register(`poly-${Date.now() % 100000}`)
    expect(wallet.calls.some((call) => call.method === 'personal_sign')).toBe(true)
    const post = sandbox.api.requests.find('/v1/profile/account').find((r) => r.method === 'POST')!
    expect((post.body as { coin_type: number }).coin_type).toBe(2147483648 + 137)
  })

  it('NAME-09 NAME-15 a taken name fails with the service reason and returns to RegisterAccountName; the profile name is unchanged', async () => {
    const { service, router, account } = await connectedKit(freshKey())
    router.push('ChooseAccountName')
    await expect(service.register('airlock-demo')).rejects.toThrow(/^Name is already registered$/)
    expect(router.getState().view).toBe('RegisterAccountName')
    expect(account().profileName).toBeFalsy()
  })

  it('NAME-11 a failure without a provider reason reads "Error registering name {name}"', async () => {
    const { service } = await connectedKit(freshKey())
    sandbox.api.faults.set('/v1/profile/account', { status: 500, body: { error: 'boom' }, method: 'POST' })
    await expect(service.register('nobody-home')).rejects.toThrow(/^Error registering name nobody-home\.reown\.id$/)
  })

  it('NAME-04 a declined signature never reaches the register call', async () => {
    const { wallet, service, account } = await connectedKit(freshKey())
    wallet.script({ rejectSign: true })
    await expect(service.register('declined')).rejects.toMatchObject({ code: 4001 })
    expect(sandbox.api.requests.find('/v1/profile/account').filter((r) => r.method === 'POST')).toHaveLength(0)
    expect(account().profileName).toBeFalsy()
  })

  it('NAME-10 without a connected account: "Address or auth connector not found"', async () => {
    const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, plugins: [names] })
    kits.push(kit)
    await kit.ready()
    await expect(kit[KIT_CONTAINER].resolve(NAME_SERVICE).register('nobody')).rejects.toThrow(/^Address or auth connector not found$/)
  })
})

describe('names: lookups against the sandbox name service', () => {
  it('NAME-13 connecting an account with a name shows it in the account store without opening the Account view', async () => {
    const seeded = sandbox.accounts.evm[0]!
    const { c } = await connectedKit(seeded)
    expect(await profileName(c, Boolean)).toBe('airlock-demo.reown.id')
    const reverse = sandbox.api.requests.find(`/v1/profile/reverse/${seeded.address}`)
    expect(reverse).toHaveLength(1)
    expect(reverse[0]!.query).toMatchObject({ sender: seeded.address, apiVersion: '2' })
  })

  it('NAME-12 NAME-19 a name lookup asks with apiVersion=2, returns addresses and is answered from the cache afterwards', async () => {
    const { service } = await connectedKit(freshKey())
    const record = await service.lookup('airlock-demo.reown.id')
    expect(record?.addresses['60']?.address).toBe(sandbox.accounts.evm[0]!.address)
    expect(await service.lookup('airlock-demo.reown.id')).toEqual(record)
    const lookups = sandbox.api.requests.find('/v1/profile/account/airlock-demo.reown.id')
    expect(lookups).toHaveLength(1)
    expect(lookups[0]!.query).toMatchObject({ apiVersion: '2' })
    expect(await service.lookup('nobody-at-all.reown.id')).toBeUndefined()
  })

  it('NAME-19 NAME-20 lookups live 5 minutes from their timestamp, then ask the service again', async () => {
    const { c, kit } = await connectedKit(freshKey())
    let now = Date.now()
    const stores = { accounts: c.resolve(ACCOUNT_STORE), connection: c.resolve(CONNECTION_STORE), connectors: c.resolve(CONNECTORS_STORE), networks: c.resolve(NETWORKS_STORE) }
    const service = createNameService({ api: c.resolve(BLOCKCHAIN_API), stores, chains: c.resolve(CHAIN_REGISTRY), mutate: { patchAccount: () => undefined }, router: c.resolve(ROUTER), now: () => now })
    const path = '/v1/profile/account/airlock-demo.reown.id'
    const started = now
    await service.lookup('airlock-demo.reown.id')
    expect((service.lookup as unknown as { cache: TtlCache<unknown> }).cache.getEntry('airlock-demo.reown.id')?.timestamp).toBe(started)
    now += NAMING_TTL_MS - 1
    await service.lookup('AIRLOCK-demo.reown.id')
    expect(sandbox.api.requests.find(path)).toHaveLength(1)
    now += 1
    await service.lookup('airlock-demo.reown.id')
    expect(sandbox.api.requests.find(path)).toHaveLength(2)
    expect(NAMING_TTL_MS).toBe(5 * 60_000)
    void kit
  })

  it('NAME-14 suggestions ask with the zone and mark registered names', async () => {
    const { service } = await connectedKit(freshKey())
    const suggestions = await service.suggestions('airlock-demo')
    expect(sandbox.api.requests.last(/^\/v1\/profile\/suggestions\//)?.query).toMatchObject({ zone: 'reown.id' })
    expect(suggestions[0]).toEqual({ name: 'airlock-demo.reown.id', registered: true })
    expect(suggestions.slice(1).every((s) => s.name.endsWith('.reown.id') && !s.registered)).toBe(true)
  })

  it('NAME-15 NAME-16 NAME-17 NAME-18 lookups fail with the service reason, else the catalogue message', async () => {
    const { service } = await connectedKit(freshKey())
    await expect(service.suggestions('ab')).rejects.toThrow(/^Invalid name: use letters/)
    sandbox.api.faults.set('/v1/profile/suggestions/*', { status: 500, body: { error: 'down' } })
    await expect(service.suggestions('alice')).rejects.toThrow(/^Error fetching name suggestions$/)
    sandbox.api.faults.set('/v1/profile/account/*', { status: 500, body: { error: 'down' } })
    await expect(service.lookup('someone.reown.id')).rejects.toThrow(/^Error resolving name$/)
    sandbox.api.faults.set('/v1/profile/reverse/*', { status: 502, body: { error: 'down' } })
    await expect(service.reverseLookup(freshKey().address)).rejects.toThrow(/^Error fetching names for address$/)
  })

  it('NAME-21 a kit without eip155 networks never loads the names plugin', async () => {
    const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [solana], endpoints: sandbox.endpoints, plugins: [names] })
    kits.push(kit)
    await kit.ready()
    expect(kit[KIT_CONTAINER].isRegistered(NAME_SERVICE, true)).toBe(false)
  })
})
