// A real local server stands in for the blockchain API; integration tests use the sandbox's
// provider-API server (backed by the local chains) instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKitStorage, createMemoryBackend } from '../storage/createKitStorage'
import { IDENTITY_TTL_MS } from './cacheLifetimes'
import { createBlockchainApiClient } from './createBlockchainApiClient'
import { createHttpClient } from './createHttpClient'
import { startRecordingServer, type RecordingServer } from './testing/startRecordingServer'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const SENDER = '0x2222222222222222222222222222222222222222'

let server: RecordingServer
beforeEach(async () => {
  server = await startRecordingServer({
    'GET /v1/supported-chains': { json: { http: ['eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] } },
    [`GET /v1/identity/${ADDRESS}`]: { json: { avatar: 'https://avatar/x.png', name: 'alice.reown.id', extra: 1 } },
  })
})
afterEach(() => {
  vi.useRealTimers()
  return server.close()
})

const makeClient = (extra: Partial<Parameters<typeof createBlockchainApiClient>[0]> = {}) =>
  createBlockchainApiClient({ http: createHttpClient({ baseUrl: server.url, projectId: 'p-9' }), ...extra })

describe('createBlockchainApiClient', () => {
  it('API-13 GET v1/supported-chains reads the http and ws lists, once', async () => {
    const client = makeClient()
    const [a, b] = await Promise.all([client.getSupportedChains(), client.getSupportedChains()])
    expect(a).toEqual({ http: ['eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] })
    expect(b).toBe(a)
    await client.getSupportedChains()
    expect(server.requestsTo('/v1/supported-chains')).toHaveLength(1)
    expect(server.requests[0]!.query.get('projectId')).toBe('p-9')
  })

  it('API-13 an unreachable list reads as empty and is asked for again later', async () => {
    server.route('GET /v1/supported-chains', { status: 503 })
    const client = makeClient()
    expect(await client.getSupportedChains()).toEqual({ http: [], ws: [] })
    server.route('GET /v1/supported-chains', { json: { http: ['eip155:1'] } })
    expect(await client.getSupportedChains()).toEqual({ http: ['eip155:1'], ws: [] })
    expect(server.requestsTo('/v1/supported-chains')).toHaveLength(2)
  })

  it('API-14 guarded calls run only on supported networks and return the empty result otherwise', async () => {
    const client = makeClient()
    const call = vi.fn(async (): Promise<{ data: string[]; next: string | undefined }> => ({ data: ['tx'], next: 'c' }))
    expect(await client.isSupported('eip155:1')).toBe(true)
    expect(await client.isSupported('eip155:31337')).toBe(false)
    expect(await client.isSupported(undefined)).toBe(false)
    expect(await client.whenSupported('eip155:137', call, { data: [], next: undefined })).toEqual({ data: ['tx'], next: 'c' })
    expect(await client.whenSupported('eip155:31337', call, { data: [], next: undefined })).toEqual({ data: [], next: undefined })
    expect(await client.whenSupported(undefined, call, () => ({ data: [], next: undefined }))).toEqual({ data: [], next: undefined })
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('an identity answer with a name or avatar that is no text (an object, 10,000 characters) reads as none, not as something a view renders', async () => {
    server.route(`GET /v1/identity/${ADDRESS}`, { json: { avatar: { src: 'x' }, name: 'n'.repeat(10_000) } })
    expect(await makeClient().getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })).toEqual({ avatar: null, name: null })
  })

  it('API-14 identity on an unsupported network is empty and makes no identity request', async () => {
    const identity = await makeClient().getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:31337' })
    expect(identity).toEqual({ avatar: null, name: null })
    expect(server.requestsTo(`/v1/identity/${ADDRESS}`)).toHaveLength(0)
  })

  it('ACCT-05 identity is GET /v1/identity/{address} with the sender parameter, reading avatar and name', async () => {
    const identity = await makeClient({ getSender: () => SENDER }).getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(identity).toEqual({ avatar: 'https://avatar/x.png', name: 'alice.reown.id' })
    const request = server.requestsTo(`/v1/identity/${ADDRESS}`)[0]!
    expect(request.query.get('sender')).toBe(SENDER)
    expect(request.query.get('projectId')).toBe('p-9')
    expect(request.query.get('st')).toBe('appkit')
    expect(request.query.get('sv')).toBe('html-core-1.7.8')
  })

  it('ACCT-05 an explicit sender wins, and a missing name or avatar reads as null', async () => {
    server.route(`GET /v1/identity/${SENDER}`, { json: {} })
    const identity = await makeClient({ getSender: () => ADDRESS }).getIdentity({
      address: SENDER,
      caipNetworkId: 'eip155:1',
      sender: SENDER,
    })
    expect(identity).toEqual({ avatar: null, name: null })
    expect(server.requestsTo(`/v1/identity/${SENDER}`)[0]!.query.get('sender')).toBe(SENDER)
  })

  it('ACCT-06 identity results are cached for 5 min per address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const client = makeClient()
    const identityRequests = () => server.requestsTo(`/v1/identity/${ADDRESS}`).length
    await client.getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    await client.getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:137', sender: SENDER })
    expect(identityRequests()).toBe(1)
    vi.advanceTimersByTime(IDENTITY_TTL_MS - 1)
    await client.getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(identityRequests()).toBe(1)
    vi.advanceTimersByTime(1)
    await client.getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(identityRequests()).toBe(2)
  })

  it('forgetIdentity drops one address from the cache (a name was just registered), stored copy included', async () => {
    const storage = createKitStorage({ backend: createMemoryBackend() })
    const client = makeClient({ storage })
    const identityRequests = () => server.requestsTo(`/v1/identity/${ADDRESS}`).length
    await client.getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    client.forgetIdentity(ADDRESS)
    await makeClient({ storage }).getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(identityRequests()).toBe(2)
    await client.getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(identityRequests()).toBe(3)
  })

  it('ACCT-06 the identity cache survives a reload through storage, and failures are not cached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const storage = createKitStorage({ backend: createMemoryBackend() })
    await makeClient({ storage }).getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    const reloaded = makeClient({ storage })
    expect(await reloaded.getIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })).toEqual({
      avatar: 'https://avatar/x.png',
      name: 'alice.reown.id',
    })
    expect(server.requestsTo(`/v1/identity/${ADDRESS}`)).toHaveLength(1)

    server.route(`GET /v1/identity/${SENDER}`, { status: 500 })
    const client = makeClient()
    await expect(client.getIdentity({ address: SENDER, caipNetworkId: 'eip155:1' })).rejects.toThrowError(/^HTTP status code: 500$/)
    server.route(`GET /v1/identity/${SENDER}`, { json: { name: 'bob', avatar: null } })
    expect((await client.getIdentity({ address: SENDER, caipNetworkId: 'eip155:1' })).name).toBe('bob')
  })

  it('exposes get and post against the blockchain API for plugins', async () => {
    server.route('POST /v1/fungible/price', (req) => ({ json: { fungibles: [], echo: req.body } }))
    const client = makeClient()
    const answer = await client.post<{ echo: unknown }>('/v1/fungible/price', { body: { currency: 'usd', addresses: [] } })
    expect(answer.echo).toEqual({ currency: 'usd', addresses: [] })
    await expect(client.get('/v1/unknown')).rejects.toThrowError(/^HTTP status code: 404$/)
  })
})
