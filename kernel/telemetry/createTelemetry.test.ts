// A real local server records what the analytics host receives; integration tests use the
// sandbox's provider-API server (its analytics sink) instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AlertId } from '../alerts/alertCatalogue'
import { Alerts } from '../alerts/alertCatalogue'
import { createHttpClient } from '../api/createHttpClient'
import { startRecordingServer, type RecordingServer } from '../api/testing/startRecordingServer'
import {
  ERROR_REPORT_LIMIT,
  ERROR_REPORT_WINDOW_MS,
  TRACKING_BACKOFF_MS,
  TelemetryEvents,
  createTelemetry,
  type TelemetryOptions,
} from './createTelemetry'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ORIGIN = { url: 'https://host.example/app?x=1', domain: 'host.example' }

let server: RecordingServer
let alerts: AlertId[]
let enabled: boolean

beforeEach(async () => {
  server = await startRecordingServer({ 'POST /e': { json: {} } })
  alerts = []
  enabled = true
  answered = 0
})
afterEach(async () => {
  vi.useRealTimers()
  await server.close()
})

let uuid = 0
/** Answers fully read by the client; the fetch is real, it only counts. */
let answered = 0
const countingFetch: typeof fetch = async (...args) => {
  const response = await fetch(...args)
  const body = await response.arrayBuffer()
  answered += 1
  return new Response(body, { status: response.status, headers: response.headers })
}

const makeTelemetry = (extra: Partial<TelemetryOptions> = {}) =>
  createTelemetry({
    http: createHttpClient({ baseUrl: server.url, projectId: 'p-42', fetch: countingFetch }),
    isEnabled: () => enabled,
    getAddress: () => ADDRESS,
    showAlert: (id) => alerts.push(id),
    origin: ORIGIN,
    randomUUID: () => `uuid-${++uuid}`,
    ...extra,
  })

const posts = () => server.requestsTo('/e', 'POST')

/**
 * Waits on real I/O until the client has read `count` answers; what follows (scheduling the
 * back-off) is microtasks only. Not vi.waitFor: with fake timers it advances the clock itself.
 */
const settle = async (count: number) => {
  for (let i = 0; i < 5000 && answered < count; i++) await new Promise((resolve) => setImmediate(resolve))
  expect(answered).toBeGreaterThanOrEqual(count)
  await new Promise((resolve) => setImmediate(resolve))
}

describe('createTelemetry', () => {
  it('TEL-02 an event is a POST /e with query parameters and eventId, url, domain, timestamp and props with the address', async () => {
    const telemetry = makeTelemetry({ now: () => 1_700_000_000_000 })
    expect(telemetry.track({ type: 'track', event: 'INITIALIZE', properties: { networks: ['eip155:1'] } })).toBe(true)
    await telemetry.flush()
    expect(posts()).toHaveLength(1)
    const [request] = posts()
    expect(request!.query.get('projectId')).toBe('p-42')
    expect(request!.query.get('st')).toBe('appkit')
    expect(request!.query.get('sv')).toBe('html-core-1.7.8')
    expect(request!.headers['content-type']).toBe('text/plain;charset=UTF-8')
    expect(request!.body).toEqual({
      eventId: expect.stringMatching(/^uuid-\d+$/),
      url: ORIGIN.url,
      domain: ORIGIN.domain,
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'INITIALIZE', properties: { networks: ['eip155:1'] }, address: ADDRESS },
    })
  })

  it('sends once the page is idle, not inside the task that tracked the event (a click that opens the modal)', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(1_000)
      idle.push(run)
      return idle.length
    })
    try {
      const telemetry = makeTelemetry()
      telemetry.track({ type: 'track', event: 'MODAL_OPEN' })
      telemetry.track({ type: 'track', event: 'SELECT_WALLET' })
      // Real time passes while the page stays busy: nothing leaves yet, one drain waits.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(posts()).toHaveLength(0)
      expect(idle).toHaveLength(1)
      idle[0]!()
      await telemetry.flush()
      expect(posts().map((r) => (r.body as { props: { event: string } }).props.event)).toEqual(['MODAL_OPEN', 'SELECT_WALLET'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('TEL-02 uses crypto.randomUUID for event ids by default', async () => {
    const telemetry = makeTelemetry({ randomUUID: undefined })
    telemetry.track({ type: 'track', event: 'MODAL_OPEN' })
    await telemetry.flush()
    expect((posts()[0]!.body as { eventId: string }).eventId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('TEL-03 an error report is a second POST /e with errorType, errorMessage and stackTrace', async () => {
    const telemetry = makeTelemetry()
    telemetry.track({ type: 'track', event: 'INITIALIZE' })
    const error = new TypeError('balance exploded')
    expect(telemetry.reportError(error)).toBe(true)
    await telemetry.flush()
    expect(posts()).toHaveLength(2)
    const body = posts()[1]!.body as { props: Record<string, unknown>; url: string; eventId: string }
    expect(body.url).toBe(ORIGIN.url)
    expect(body.props).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'balance exploded',
      stackTrace: error.stack,
      address: ADDRESS,
    })
    telemetry.reportError('plain text', 'API_ERROR')
    telemetry.reportError({})
    await telemetry.flush()
    expect((posts()[2]!.body as { props: unknown }).props).toMatchObject({ event: 'API_ERROR', errorMessage: 'plain text' })
    expect((posts()[3]!.body as { props: unknown }).props).toMatchObject({ errorMessage: 'Unknown error' })
  })

  it('TEL-04 names the analytics events INITIALIZE, DISCONNECT_SUCCESS, INTERNAL_SDK_ERROR and ERROR_FETCH_TRANSACTIONS', async () => {
    expect(Object.values(TelemetryEvents)).toEqual([
      'INITIALIZE',
      'DISCONNECT_SUCCESS',
      'INTERNAL_SDK_ERROR',
      'ERROR_FETCH_TRANSACTIONS',
    ])
    const telemetry = makeTelemetry()
    telemetry.track({ type: 'track', event: TelemetryEvents.DISCONNECT_SUCCESS })
    telemetry.track({ type: 'track', event: TelemetryEvents.ERROR_FETCH_TRANSACTIONS })
    await telemetry.flush()
    expect(posts().map((r) => (r.body as { props: { event: string } }).props.event)).toEqual([
      'DISCONNECT_SUCCESS',
      'ERROR_FETCH_TRANSACTIONS',
    ])
  })

  it('TEL-05 error reports are limited to 5 per 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const telemetry = makeTelemetry()
    const accepted = Array.from({ length: 8 }, (_, i) => telemetry.reportError(new Error(`e${i}`)))
    expect(ERROR_REPORT_LIMIT).toBe(5)
    expect(ERROR_REPORT_WINDOW_MS).toBe(60_000)
    expect(accepted).toEqual([true, true, true, true, true, false, false, false])
    // Plain events are not rate-limited.
    expect(telemetry.track({ type: 'track', event: 'MODAL_OPEN' })).toBe(true)
    vi.advanceTimersByTime(ERROR_REPORT_WINDOW_MS - 1)
    expect(telemetry.reportError(new Error('still limited'))).toBe(false)
    vi.advanceTimersByTime(1)
    expect(telemetry.reportError(new Error('new window'))).toBe(true)
    await telemetry.flush()
    expect(posts().filter((r) => (r.body as { props: { type: string } }).props.type === 'error')).toHaveLength(6)
  })

  it('TEL-06 after a failed send the next attempt waits the 1 s back-off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    expect(TRACKING_BACKOFF_MS).toBe(1_000)
    let fail = 1
    server.route('POST /e', () => (fail-- > 0 ? { status: 503 } : { json: {} }))
    const telemetry = makeTelemetry()
    telemetry.track({ type: 'track', event: 'INITIALIZE' })
    await settle(1)
    await vi.advanceTimersByTimeAsync(TRACKING_BACKOFF_MS - 1)
    expect(posts()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await settle(2)
    await telemetry.flush()
    expect(posts()).toHaveLength(2)
    expect(posts()[0]!.body).toEqual(posts()[1]!.body)
    expect(telemetry.pending).toBe(0)
  })

  it('TEL-06 the back-off doubles on consecutive failures and a payload is dropped after 3 tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    server.route('POST /e', { status: 500 })
    const telemetry = makeTelemetry()
    telemetry.track({ type: 'track', event: 'INITIALIZE' })
    await settle(1)
    await vi.advanceTimersByTimeAsync(1_000)
    await settle(2)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(posts()).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await settle(3)
    await vi.advanceTimersByTimeAsync(4_000)
    await telemetry.flush()
    expect(posts()).toHaveLength(3)
    expect(telemetry.pending).toBe(0)
  })

  it('TEL-06 an event queued after a failure also waits for the back-off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let fail = 1
    server.route('POST /e', () => (fail-- > 0 ? { status: 502 } : { json: {} }))
    const telemetry = makeTelemetry({ maxAttempts: 1 })
    telemetry.track({ type: 'track', event: 'A' })
    await settle(1)
    await telemetry.flush()
    expect(telemetry.pending).toBe(0)
    telemetry.track({ type: 'track', event: 'B' })
    await vi.advanceTimersByTimeAsync(TRACKING_BACKOFF_MS - 1)
    expect(posts()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await settle(2)
    await telemetry.flush()
    expect(posts().map((r) => (r.body as { props: { event: string } }).props.event)).toEqual(['A', 'B'])
  })

  it('TEL-06 the queue is bounded: the oldest events go first', () => {
    // Unreachable host: nothing leaves, so the queue fills.
    const telemetry = createTelemetry({
      http: createHttpClient({ baseUrl: 'http://127.0.0.1:1', projectId: 'p' }),
      isEnabled: () => true,
      getAddress: () => undefined,
      showAlert: () => undefined,
      origin: ORIGIN,
      maxQueue: 3,
    })
    for (let i = 0; i < 10; i++) telemetry.track({ type: 'track', event: `E${i}` })
    expect(telemetry.pending).toBe(3)
    telemetry.dispose()
    expect(telemetry.pending).toBe(0)
  })

  it('TEL-07 nothing is sent while analytics is off, and events queued before it turned off are dropped', async () => {
    enabled = false
    const telemetry = makeTelemetry()
    expect(telemetry.track({ type: 'track', event: 'INITIALIZE' })).toBe(false)
    expect(telemetry.reportError(new Error('x'))).toBe(false)
    await telemetry.flush()
    expect(posts()).toHaveLength(0)

    enabled = true
    let release!: () => void
    server.route('POST /e', () => new Promise((resolve) => (release = () => resolve({ json: {} }))))
    telemetry.track({ type: 'track', event: 'A' })
    telemetry.track({ type: 'track', event: 'B' })
    await vi.waitFor(() => expect(posts()).toHaveLength(1))
    enabled = false
    release()
    await telemetry.flush()
    expect(posts()).toHaveLength(1)
    expect(telemetry.pending).toBe(0)
  })

  it('ERR-11 an analytics 403 shows "Invalid App Configuration" once and stops sending', async () => {
    server.route('POST /e', { status: 403, json: { message: 'Forbidden' } })
    const telemetry = makeTelemetry()
    telemetry.track({ type: 'track', event: 'INITIALIZE' })
    telemetry.track({ type: 'track', event: 'MODAL_OPEN' })
    await telemetry.flush()
    expect(alerts).toEqual(['originNotAllowed'])
    expect(Alerts[alerts[0]!].title).toBe('Invalid App Configuration')
    expect(telemetry.blocked).toBe(true)
    expect(telemetry.track({ type: 'track', event: 'MODAL_CLOSE' })).toBe(false)
    expect(telemetry.reportError(new Error('x'))).toBe(false)
    await telemetry.flush()
    expect(posts()).toHaveLength(1)
    expect(alerts).toEqual(['originNotAllowed'])
  })

  it('sends nothing without a page (SSR) and drops hopeless 4xx answers without retrying', async () => {
    const ssr = makeTelemetry({ origin: undefined })
    expect(ssr.track({ type: 'track', event: 'INITIALIZE' })).toBe(false)
    server.route('POST /e', { status: 400 })
    const telemetry = makeTelemetry()
    telemetry.track({ type: 'track', event: 'A' })
    telemetry.track({ type: 'track', event: 'B' })
    await telemetry.flush()
    expect(posts()).toHaveLength(2)
    expect(alerts).toEqual([])
  })
})
