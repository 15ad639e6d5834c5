import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './createApiServer'

let server: ApiServer
const sdk = 'projectId=p-faults&st=appkit&sv=html-wagmi-4.2.2'
const BALANCE = '/v1/account/:address/balance'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

beforeAll(async () => {
  server = await startApiServer()
  // Stands in for the chain-backed routes another module mounts.
  server.routes.get(BALANCE, (req) => ({ json: { balances: [], address: req.params.address, chainId: req.query.get('chainId') } }))
})
beforeEach(() => server.faults.clear())
afterAll(() => server.close())

const get = (path: string) => fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}${sdk}`)

describe('fault injection', () => {
  it('SBX-39 mounted routes receive params and query, and are faulted like built-in ones', async () => {
    const ok = await get(`/v1/account/${ADDRESS}/balance?currency=usd&chainId=eip155:1`)
    expect(await ok.json()).toEqual({ balances: [], address: ADDRESS, chainId: 'eip155:1' })
    server.faults.set(BALANCE, { status: 503 })
    const failed = await get(`/v1/account/${ADDRESS}/balance?currency=usd&chainId=eip155:1`)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ message: 'Sandbox fault: HTTP 503' })
  })

  it('SBX-39 latency delays the answer, which then arrives normally', async () => {
    server.faults.set('/getAnalyticsConfig', { latencyMs: 300 })
    const started = Date.now()
    const res = await get('/getAnalyticsConfig')
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(await res.json()).toEqual({ isAnalyticsEnabled: true })
  })

  it('SBX-39 status answers that status with a JSON error body, or the given body', async () => {
    server.faults.set('/appkit/v1/config', { status: 500, body: { message: 'config store down' } })
    const res = await get('/appkit/v1/config')
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ message: 'config store down' })
  })

  it('SBX-39 malformed answers 200 with a body that is not JSON', async () => {
    server.faults.set('/v1/onramp/options', { malformed: true })
    const res = await get('/v1/onramp/options')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/json/)
    await expect(res.json()).rejects.toThrow(SyntaxError)
  })

  it('SBX-39 reset drops the connection without an answer', async () => {
    server.faults.set('/projects/v1/origins', { reset: true })
    await expect(get('/projects/v1/origins')).rejects.toThrow(TypeError)
    server.faults.clear()
    expect((await get('/projects/v1/origins')).status).toBe(200)
  })

  it('SBX-39 times limits how often a fault applies', async () => {
    server.faults.set('/v1/onramp/quote', { status: 502, times: 2 })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/v1/onramp/quote?${sdk}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'USDC' }),
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([502, 502, 200])
    expect(server.faults.list()).toEqual([])
  })

  it('SBX-39 a fault can target a method, a path prefix, or every route', async () => {
    server.faults.set('/v1/sessions/:address/revoke', { status: 500, method: 'GET' })
    const post = await fetch(`${server.url}/v1/sessions/${ADDRESS}/revoke?${sdk}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(post.status).toBe(400) // the route's own answer, the GET-only fault did not apply
    server.faults.set('/v1/profile/*', { status: 429 })
    expect((await get('/v1/profile/suggestions/alice')).status).toBe(429)
    expect((await get('/getAnalyticsConfig')).status).toBe(200)
    server.faults.set('*', { status: 500, times: 1 })
    expect((await get('/getWallets')).status).toBe(500)
  })

  it('SBX-39 faults apply to the paths the kit falls back on', async () => {
    const paths = [
      '/appkit/v1/config', // local feature values
      '/projects/v1/origins', // the empty origin list
      '/v1/onramp/options', // on-ramp sample data
      `/v1/account/${ADDRESS}/history`, // "Failed to fetch transactions" (route mounted elsewhere)
      `/v1/account/${ADDRESS}/balance`, // "Token Balance Unavailable"
    ]
    for (const path of paths) server.faults.set(path, { status: 500 })
    for (const path of paths) expect((await get(path)).status, path).toBe(500)
  })

  it('SBX-39 faults can be set, listed and cleared over HTTP by another process', async () => {
    const set = await fetch(`${server.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/getWallets', status: 418, times: 1 }),
    })
    expect(set.status).toBe(200)
    expect(server.faults.list()).toEqual([{ target: '/getWallets', spec: { status: 418, times: 1 }, remaining: 1 }])
    expect((await get('/getWallets')).status).toBe(418)
    expect((await get('/getWallets')).status).toBe(200)

    await fetch(`${server.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify({ route: '/getWallets', reset: true }) })
    await fetch(`${server.url}/__sandbox/faults`, { method: 'DELETE' })
    expect((await get('/getWallets')).status).toBe(200)

    const bad = await fetch(`${server.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify({ route: '/x', status: 42 }) })
    expect(bad.status).toBe(400)
    // Control calls are neither logged nor faulted.
    server.faults.set('*', { status: 500 })
    expect((await fetch(`${server.url}/__sandbox/faults`)).status).toBe(200)
    expect(server.requests.all().some((r) => r.path.startsWith('/__sandbox'))).toBe(false)
  })

  it('SBX-39 a later mount replaces a route with the same method and pattern', async () => {
    server.routes.get('/v1/onramp/options', () => ({ json: { paymentCurrencies: [], purchaseCurrencies: [] } }))
    expect(await (await get('/v1/onramp/options')).json()).toEqual({ paymentCurrencies: [], purchaseCurrencies: [] })
  })
})
