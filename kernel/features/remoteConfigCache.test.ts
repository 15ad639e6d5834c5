import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKitStorage, createMemoryBackend } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import { createFeatures } from './createFeatures'
import { REMOTE_CONFIG_CACHE_MAX_AGE_MS, readCachedRemoteConfig, writeCachedRemoteConfig, type RemoteConfigCacheScope } from './remoteConfigCache'
import type { RemoteFeature } from './resolveRemoteFeatures'

const SWAPS_ON: RemoteFeature[] = [
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'email', isEnabled: true, config: null },
]
const SWAPS_OFF: RemoteFeature[] = [
  { id: 'swaps', isEnabled: false, config: null },
  { id: 'email', isEnabled: true, config: null },
]

// The provider's config endpoint, answering what `answer` holds, after `hold` is released.
let server: Server
let baseUrl: string
let answer: { status: number; features: RemoteFeature[] } = { status: 200, features: SWAPS_ON }
let hold: Promise<void> = Promise.resolve()
beforeAll(async () => {
  server = createServer((_req, res) => {
    void hold.then(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ features: answer.features }))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

async function fetchRemoteConfig(): Promise<RemoteFeature[]> {
  const response = await fetch(`${baseUrl}/appkit/v1/config?projectId=p1`)
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  return ((await response.json()) as { features: RemoteFeature[] }).features
}

const scopeOf = (storage = createKitStorage({ backend: createMemoryBackend() })): RemoteConfigCacheScope => ({ storage, projectId: 'p1', api: baseUrl })
const visit = (cache: RemoteConfigCacheScope) =>
  createFeatures({ options: { basic: false }, fetchRemoteConfig, showAlert: () => undefined, cache, remoteTimeoutMs: 60_000 })

describe('the last visit’s remote config', () => {
  it('a second visit starts from the first visit’s answer at once, and this visit’s answer replaces it when it lands', async () => {
    const cache = scopeOf()
    answer = { status: 200, features: SWAPS_ON }
    expect((await visit(cache).init()).source).toBe('remote')

    // The provider now answers slowly, with swaps turned off.
    let release!: () => void
    hold = new Promise((r) => (release = r))
    answer = { status: 200, features: SWAPS_OFF }
    const second = visit(cache)
    const started = await second.init()
    expect(started).toMatchObject({ status: 'ready', source: 'cache' })
    expect(second.isEnabled('swaps')).toBe(true)

    const fresh = new Promise<void>((done) => second.store.subscribe((s) => s.source === 'remote' && done()))
    release()
    await fresh
    expect(second.isEnabled('swaps')).toBe(false)
    expect(readCachedRemoteConfig(cache)).toEqual(SWAPS_OFF)
  })

  it('a failed fetch keeps the last answer (with the error), not the local defaults', async () => {
    const cache = scopeOf()
    writeCachedRemoteConfig(cache, SWAPS_ON)
    hold = Promise.resolve()
    answer = { status: 500, features: [] }
    const kit = visit(cache)
    await kit.init()
    await new Promise<void>((done) => (kit.store.getState().error ? done() : kit.store.subscribe((s) => s.error && done())))
    expect(kit.store.getState()).toMatchObject({ source: 'cache', error: 'HTTP status code: 500' })
    expect(kit.isEnabled('swaps')).toBe(true)
  })

  it('another project, another API, an old or future-dated answer is not used', () => {
    const cache = scopeOf()
    writeCachedRemoteConfig(cache, SWAPS_ON, 1_000_000)
    expect(readCachedRemoteConfig({ ...cache, projectId: 'p2' }, 1_000_001)).toBeUndefined()
    expect(readCachedRemoteConfig({ ...cache, api: 'https://other.example' }, 1_000_001)).toBeUndefined()
    expect(readCachedRemoteConfig(cache, 1_000_000 + REMOTE_CONFIG_CACHE_MAX_AGE_MS + 1)).toBeUndefined()
    writeCachedRemoteConfig(cache, SWAPS_ON, 2_000_000)
    expect(readCachedRemoteConfig(cache, 1_000_000)).toBeUndefined()
  })

  it('a tampered stored answer (a feature list of objects, an over-long id) is refused and removed, and start-up waits for the provider as on a first visit', async () => {
    const cache = scopeOf()
    const tampered = [{ id: 'swaps', isEnabled: true, config: [{ toString: 'x' }] }, { id: 'x'.repeat(500), isEnabled: true, config: null }]
    for (const features of [tampered, 'swaps', [{ id: 'swaps', isEnabled: 'yes', config: null }]]) {
      cache.storage.set(StorageKeys.remoteConfig, { projectId: 'p1', api: baseUrl, at: Date.now(), features })
      expect(readCachedRemoteConfig(cache)).toBeUndefined()
      expect(cache.storage.get(StorageKeys.remoteConfig)).toBeUndefined()
    }
    cache.storage.set(StorageKeys.remoteConfig, { projectId: 'p1', api: baseUrl, at: Date.now(), features: tampered })
    hold = Promise.resolve()
    answer = { status: 200, features: SWAPS_OFF }
    const kit = visit(cache)
    expect(await kit.init()).toMatchObject({ source: 'remote' })
    expect(kit.isEnabled('swaps')).toBe(false)
  })
})
