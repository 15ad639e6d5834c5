// A real local server stands in for the provider's hosts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LazyService } from '../container/lazyService'
import { createHttpClient, type HttpClient } from './createHttpClient'
import { lazyHttpClient } from './lazyHttpClient'
import { startRecordingServer, type RecordingServer } from './testing/startRecordingServer'

let server: RecordingServer
beforeEach(async () => {
  server = await startRecordingServer()
})
afterEach(() => server.close())

describe('lazyHttpClient', () => {
  it('answers its base URL, identity and URLs before the request code loads, as the loaded client does', () => {
    const options = { baseUrl: `${server.url}/v1/`, projectId: 'p-1' }
    const load = vi.fn(async () => createHttpClient(options))
    const lazy = lazyHttpClient(options, load) as LazyService<HttpClient>
    const real = createHttpClient(options)
    expect(lazy.baseUrl).toBe(real.baseUrl)
    expect(lazy.sdkParams).toEqual(real.sdkParams)
    expect(lazy.url('/getWallets', { page: 2, ids: ['a', 'b'] }).toString()).toBe(real.url('/getWallets', { page: 2, ids: ['a', 'b'] }).toString())
    expect(load).not.toHaveBeenCalled()
    expect(lazy.loaded).toBe(false)
  })

  it('loads the client on the first request; withBaseUrl before that gets the loaded one\'s hooks', async () => {
    server.route('GET /x', { json: { ok: 1 } })
    server.route('GET /other/y', { status: 403, json: { message: 'Unauthorized: invalid key' } })
    const seen: string[] = []
    const options = { baseUrl: server.url, projectId: 'p-1' }
    const lazy = lazyHttpClient(options, async () => createHttpClient({ ...options, onProviderMessage: (m) => void seen.push(m) }))
    const other = lazy.withBaseUrl(`${server.url}/other`)
    expect(other.url('/y').pathname).toBe('/other/y')
    await expect(lazy.get('/x')).resolves.toEqual({ ok: 1 })
    expect((lazy as LazyService<HttpClient>).loaded).toBe(true)
    await expect(other.get('/y')).rejects.toThrow('HTTP status code: 403')
    expect(seen).toEqual(['Unauthorized: invalid key'])
    expect(server.requests.map((r) => r.query.get('projectId'))).toEqual(['p-1', 'p-1'])
  })
})
