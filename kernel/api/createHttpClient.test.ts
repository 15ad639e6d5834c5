// A real local server stands in for the provider's hosts; integration tests use the sandbox's
// provider-API server instead.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HttpStatusError } from '../errors'
import { createHttpClient, providerMessageOf } from './createHttpClient'
import { startRecordingServer, type RecordingServer } from './testing/startRecordingServer'

let server: RecordingServer
beforeEach(async () => {
  server = await startRecordingServer()
})
afterEach(() => server.close())

const client = (extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ baseUrl: server.url, projectId: 'p-123', ...extra })

describe('createHttpClient', () => {
  it('API-01 every GET, POST and blob request carries projectId, st and sv', async () => {
    server.route('GET /getWallets', { json: { data: [], count: 0 } })
    server.route('POST /e', { json: {} })
    server.route('GET /getWalletImage/w1', { body: 'png', headers: { 'content-type': 'image/png' } })
    const http = client()
    await http.get('/getWallets', { params: { page: 1 } })
    await http.post('/e', { body: { a: 1 } })
    await http.getBlob('/getWalletImage/w1')
    expect(server.requests).toHaveLength(3)
    for (const request of server.requests) {
      expect(request.query.get('projectId')).toBe('p-123')
      expect(request.query.get('st')).toBe('appkit')
      expect(request.query.get('sv')).toBe('html-core-1.7.8')
    }
  })

  it('API-01 uses the configured sdkType and sdkVersion, and callers cannot override them', async () => {
    server.route('GET /x', { json: {} })
    await client({ sdkType: 'w3m', sdkVersion: 'react-core-9' }).get('/x', {
      params: { projectId: 'other', st: 'evil' },
    })
    const { query } = server.requests[0]!
    expect([query.get('projectId'), query.get('st'), query.get('sv')]).toEqual(['p-123', 'w3m', 'react-core-9'])
  })

  it('omits undefined, null and empty-array params and comma-joins arrays', async () => {
    server.route('GET /q', { json: {} })
    await client().get('/q', {
      params: { a: undefined, b: null, c: [], d: ['x', 'y'], e: 0, f: false, g: '' },
    })
    const { query } = server.requests[0]!
    expect(query.has('a')).toBe(false)
    expect(query.has('b')).toBe(false)
    expect(query.has('c')).toBe(false)
    expect(query.get('d')).toBe('x,y')
    expect(query.get('e')).toBe('0')
    expect(query.get('f')).toBe('false')
    expect(query.get('g')).toBe('')
  })

  it('keeps a base path prefix for paths with and without a leading slash', async () => {
    server.route('GET /prefix/v1/supported-chains', { json: { http: [], ws: [] } })
    server.route('GET /prefix/v1/identity/0xabc', { json: {} })
    const http = client({ baseUrl: `${server.url}/prefix/` })
    await http.get('v1/supported-chains')
    await http.get('/v1/identity/0xabc')
    expect(server.requests.map((r) => r.path)).toEqual(['/prefix/v1/supported-chains', '/prefix/v1/identity/0xabc'])
  })

  it('posts a JSON body and parses a JSON answer', async () => {
    server.route('POST /echo', (req) => ({ json: { got: req.body } }))
    const answer = await client().post<{ got: unknown }>('/echo', { body: { x: [1, 2] } })
    expect(answer).toEqual({ got: { x: [1, 2] } })
    expect(server.requests[0]!.headers['content-type']).toBe('application/json')
  })

  it('API-02 a non-OK answer throws "HTTP status code: {status}" carrying the parsed body', async () => {
    server.route('GET /boom', { status: 500, json: { message: 'exploded' } })
    const error = await client()
      .get('/boom')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).message).toBe('HTTP status code: 500')
    expect((error as HttpStatusError).status).toBe(500)
    expect((error as HttpStatusError).body).toEqual({ message: 'exploded' })
  })

  it('API-02 applies to POST and blob requests too, with text bodies kept as text', async () => {
    server.route('POST /e', { status: 403, body: 'forbidden' })
    server.route('GET /img', { status: 404 })
    await expect(client().post('/e', { body: {} })).rejects.toThrowError(/^HTTP status code: 403$/)
    await expect(client().getBlob('/img')).rejects.toThrowError(/^HTTP status code: 404$/)
    const error = (await client()
      .post('/e')
      .catch((e: unknown) => e)) as HttpStatusError
    expect(error.body).toBe('forbidden')
  })

  it('reports the provider message of an error body through onProviderMessage', async () => {
    const messages: string[] = []
    server.route('GET /a', { status: 401, json: { message: 'Unauthorized: origin not allowed' } })
    server.route('GET /b', { status: 401, json: { error: 'Unauthorized: invalid key' } })
    server.route('GET /c', { status: 401, json: { error: { message: 'JWT validation error: JWT Token is not yet valid' } } })
    server.route('GET /ok', { json: { message: 'fine' } })
    const http = client({ onProviderMessage: (m) => messages.push(m) })
    for (const path of ['/a', '/b', '/c']) await http.get(path).catch(() => undefined)
    await http.get('/ok')
    expect(messages).toEqual([
      'Unauthorized: origin not allowed',
      'Unauthorized: invalid key',
      'JWT validation error: JWT Token is not yet valid',
    ])
  })

  it('a throwing provider-message hook does not replace the HTTP error', async () => {
    server.route('GET /a', { status: 401, json: { message: 'x' } })
    const http = client({
      onProviderMessage: () => {
        throw new Error('hook')
      },
    })
    await expect(http.get('/a')).rejects.toThrowError(/^HTTP status code: 401$/)
  })

  it('withBaseUrl keeps the identity and talks to the other host', async () => {
    const other = await startRecordingServer({ 'GET /v1/supported-chains': { json: { http: [], ws: [] } } })
    try {
      const http = client({ sdkVersion: 'html-core-1.7.8' }).withBaseUrl(other.url)
      await http.get('v1/supported-chains')
      expect(other.requests[0]!.query.get('projectId')).toBe('p-123')
      expect(server.requests).toHaveLength(0)
    } finally {
      await other.close()
    }
  })

  it('reads a provider message from reasons[0].description', () => {
    expect(providerMessageOf({ reasons: [{ description: 'Name taken' }] })).toBe('Name taken')
    expect(providerMessageOf(undefined)).toBeUndefined()
    expect(providerMessageOf({ nothing: 1 })).toBeUndefined()
  })
})
