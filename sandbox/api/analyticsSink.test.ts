import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './createApiServer'
import { ORIGIN_NOT_ALLOWED_PROJECT_ID } from './projects'

let server: ApiServer

const post = (body: unknown, projectId = 'p-analytics', contentType = 'application/json') =>
  fetch(`${server.url}/e?projectId=${projectId}&st=appkit&sv=html-wagmi-4.2.2`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

beforeAll(async () => {
  server = await startApiServer()
})
beforeEach(() => {
  server.analytics.clear()
  server.analytics.forbid(false)
})
afterAll(() => server.close())

describe('analytics sink', () => {
  it('SBX-08 records events with eventId, url, domain, timestamp, props and the query', async () => {
    const event = {
      eventId: '7f1c2d9a-0000-4000-8000-000000000001',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'INITIALIZE', address: '0xabc' },
    }
    const res = await post(event)
    expect(res.status).toBe(200)
    const [got] = server.analytics.events()
    expect(got).toMatchObject({ kind: 'event', ...event, query: { projectId: 'p-analytics', st: 'appkit', sv: 'html-wagmi-4.2.2' } })
  })

  it('SBX-08 records error events with errorType, errorMessage and stackTrace', async () => {
    await post({
      eventId: 'e-2',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1,
      props: { type: 'error', event: 'INTERNAL_SDK_ERROR', properties: { errorType: 'TypeError', errorMessage: 'boom', stackTrace: 'at x' } },
    })
    await post({ errorType: 'RangeError', errorMessage: 'top level', stackTrace: 'at y' })
    const errors = server.analytics.events().filter((e) => e.kind === 'error')
    expect(errors.map((e) => [e.errorType, e.errorMessage, e.stackTrace])).toEqual([
      ['TypeError', 'boom', 'at x'],
      ['RangeError', 'top level', 'at y'],
    ])
  })

  it('SBX-08 accepts text/plain JSON bodies as navigator.sendBeacon sends them', async () => {
    const res = await post(JSON.stringify({ eventId: 'beacon', props: { event: 'DISCONNECT_SUCCESS' } }), 'p-analytics', 'text/plain;charset=UTF-8')
    expect(res.status).toBe(200)
    expect(server.analytics.events()[0]).toMatchObject({ eventId: 'beacon' })
    expect((await post('not json', 'p-analytics', 'text/plain')).status).toBe(400)
  })

  it('SBX-09 answers 403 while forbidden, and records nothing', async () => {
    server.analytics.forbid(true)
    const res = await post({ eventId: 'x' })
    expect(res.status).toBe(403)
    expect(server.analytics.events()).toEqual([])
    server.analytics.forbid(false)
    expect((await post({ eventId: 'y' })).status).toBe(200)
  })

  it('SBX-09 answers 403 for the origin-not-allowed project', async () => {
    const res = await post({ eventId: 'x' }, ORIGIN_NOT_ALLOWED_PROJECT_ID)
    expect(res.status).toBe(403)
    expect(((await res.json()) as { message: string }).message).toBe('Unauthorized: origin not allowed')
  })

  it('SBX-09 the 403 mode can be switched over HTTP by another process', async () => {
    await fetch(`${server.url}/__sandbox/analytics/forbid`, { method: 'POST', body: JSON.stringify({ forbid: true }), headers: { 'content-type': 'application/json' } })
    expect((await post({ eventId: 'x' })).status).toBe(403)
    await fetch(`${server.url}/__sandbox/analytics/forbid`, { method: 'POST', body: JSON.stringify({ forbid: false }), headers: { 'content-type': 'application/json' } })
    await post({ eventId: 'z' })
    const remote = (await (await fetch(`${server.url}/__sandbox/analytics`)).json()) as { events: { eventId: string }[] }
    expect(remote.events.map((e) => e.eventId)).toEqual(['z'])
  })
})
