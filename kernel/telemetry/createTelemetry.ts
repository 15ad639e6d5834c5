import type { AlertId } from '../alerts/alertCatalogue'
import type { HttpClient } from '../api/createHttpClient'
import type { TrackEvent } from '../bus/events'
import { HttpStatusError, errorMessage } from '../errors'

/** Analytics event names the kit sends (spec §7, TEL-04). */
export const TelemetryEvents = Object.freeze({
  INITIALIZE: 'INITIALIZE',
  DISCONNECT_SUCCESS: 'DISCONNECT_SUCCESS',
  INTERNAL_SDK_ERROR: 'INTERNAL_SDK_ERROR',
  ERROR_FETCH_TRANSACTIONS: 'ERROR_FETCH_TRANSACTIONS',
} as const)

/** AppKit's error categories; the category is the error event's name. */
export type TelemetryErrorCategory = 'API_ERROR' | 'DATA_PARSING_ERROR' | 'SECURE_SITE_ERROR' | 'INTERNAL_SDK_ERROR'

/** Error reports: at most 5 per 60 s (spec §8, TEL-05). */
export const ERROR_REPORT_LIMIT = 5
export const ERROR_REPORT_WINDOW_MS = 60_000
/** Tracking clock back-off after a failed send (spec §9, TEL-06). */
export const TRACKING_BACKOFF_MS = 1_000
const MAX_BACKOFF_MS = 30_000

/** The body of POST /e (TEL-02, TEL-03). */
export interface TelemetryPayload {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown> & { address: string | undefined }
}

export interface TelemetryOptions {
  /** An HTTP client whose base URL is `endpoints.analytics`; it adds projectId, st and sv. */
  http: HttpClient
  /** The analytics feature; nothing is queued or sent while it reads false (TEL-07). */
  isEnabled: () => boolean
  getAddress: () => string | undefined
  showAlert: (id: AlertId) => void
  now?: () => number
  /** The page; `location.href` / `location.hostname` by default. Without a page (SSR) nothing is sent. */
  origin?: { url: string; domain: string }
  randomUUID?: () => string
  /** First back-off after a failed send; doubles per consecutive failure, up to 30 s. */
  backoffMs?: number
  /** Pending sends kept at most; the oldest go first, so a dead network cannot grow memory. */
  maxQueue?: number
  /** Tries per payload before it is dropped. */
  maxAttempts?: number
  /**
   * Runs a drain when the page has time: by default in an idle callback (at most 1 s away), so
   * an event tracked in a click (MODAL_OPEN) sends after that click's frame, not inside it
   * (issue 32: the fetch took 2.5 ms of the open). At once where the browser has no idle callback.
   */
  whenIdle?: (run: () => void) => void
}

const IDLE_SEND_TIMEOUT_MS = 1_000

const whenPageIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_SEND_TIMEOUT_MS })
  else run()
}

export interface Telemetry {
  /** Queues an analytics event; false when it was not queued (analytics off, blocked, no page). */
  track(event: TrackEvent): boolean
  /** Queues an error report (INTERNAL_SDK_ERROR by default); false when dropped or rate-limited. */
  reportError(error: unknown, category?: TelemetryErrorCategory): boolean
  /** Resolves once everything queued so far has been sent or dropped. */
  flush(): Promise<void>
  /** True after the analytics host answered 403: the origin is not allowed, so sending stops. */
  readonly blocked: boolean
  readonly pending: number
  dispose(): void
}

interface QueueItem {
  body: TelemetryPayload
  attempts: number
}

export function createTelemetry(options: TelemetryOptions): Telemetry {
  const {
    http,
    isEnabled,
    getAddress,
    showAlert,
    now = () => Date.now(),
    randomUUID = () => globalThis.crypto.randomUUID(),
    backoffMs = TRACKING_BACKOFF_MS,
    maxQueue = 100,
    maxAttempts = 3,
    whenIdle = whenPageIdle,
  } = options
  const queue: QueueItem[] = []
  let errorTimes: number[] = []
  let blocked = false
  let disposed = false
  let draining: Promise<void> | undefined
  let failures = 0
  let nextAttemptAt = 0
  let wake: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | undefined

  const page = () => {
    if (options.origin) return options.origin
    const location = (globalThis as { location?: { href?: string; hostname?: string } }).location
    return location?.href ? { url: location.href, domain: location.hostname ?? '' } : undefined
  }

  const enqueue = (props: Record<string, unknown>): boolean => {
    if (blocked || disposed || !isEnabled()) return false
    const where = page()
    if (!where) return false
    queue.push({
      attempts: 0,
      body: {
        eventId: randomUUID(),
        url: where.url,
        domain: where.domain,
        timestamp: now(),
        props: { ...props, address: getAddress() },
      },
    })
    if (queue.length > maxQueue) queue.splice(0, queue.length - maxQueue)
    kick()
    return true
  }

  const kick = () => {
    if (draining) return
    draining = new Promise<void>((resolve) => whenIdle(resolve)).then(drain).finally(() => {
      draining = undefined
      // An event queued while the finished drain was settling still gets sent.
      if (queue.length && !blocked && !disposed) kick()
    })
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined
        resolve()
      }, ms)
      wake = { timer, resolve }
    })

  const block = () => {
    blocked = true
    queue.length = 0
    // 403 from analytics: the origin is not on the project's allowlist (ERR-11). Shown once
    // here, since sending stops for good; the alerts store also shows each alert once.
    try {
      showAlert('originNotAllowed')
    } catch {
      /* telemetry must never break the kit */
    }
  }

  async function drain(): Promise<void> {
    // One send at a time, so the back-off really spaces attempts out.
    while (queue.length && !blocked && !disposed) {
      // The tracking clock: after a failure, no attempt before the back-off has passed (TEL-06).
      const wait = nextAttemptAt - now()
      if (wait > 0) {
        // Capped, so a clock moved backwards cannot stall telemetry for long.
        await sleep(Math.min(wait, MAX_BACKOFF_MS))
        continue
      }
      if (!isEnabled()) {
        // Turned off while events waited: they are dropped, not sent later (TEL-07).
        queue.length = 0
        return
      }
      const item = queue[0]!
      try {
        // text/plain keeps this a CORS "simple request" (no preflight), as AppKit's posts to /e are.
        await http.post('/e', { body: item.body, headers: { 'content-type': 'text/plain;charset=UTF-8' } })
        if (queue[0] === item) queue.shift()
        failures = 0
        nextAttemptAt = 0
      } catch (error) {
        const status = error instanceof HttpStatusError ? error.status : undefined
        if (status === 403) return block()
        item.attempts += 1
        // Other 4xx answers will not improve on retry (408 and 429 may).
        const hopeless = status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429
        if ((hopeless || item.attempts >= maxAttempts) && queue[0] === item) queue.shift()
        if (hopeless) continue
        failures += 1
        nextAttemptAt = now() + Math.min(backoffMs * 2 ** (failures - 1), MAX_BACKOFF_MS)
      }
    }
  }

  return {
    track: (event) => enqueue({ ...event }),
    reportError(error, category = 'INTERNAL_SDK_ERROR') {
      if (blocked || disposed || !isEnabled()) return false
      const at = now()
      errorTimes = errorTimes.filter((t) => at - t < ERROR_REPORT_WINDOW_MS && at >= t)
      if (errorTimes.length >= ERROR_REPORT_LIMIT) return false
      const queued = enqueue({
        type: 'error',
        event: category,
        errorType: error instanceof Error ? error.name : typeof error,
        errorMessage: errorMessage(error),
        stackTrace: error instanceof Error ? error.stack : undefined,
      })
      if (queued) errorTimes.push(at)
      return queued
    },
    async flush() {
      while (draining) await draining
    },
    get blocked() {
      return blocked
    },
    get pending() {
      return queue.length
    },
    dispose() {
      disposed = true
      queue.length = 0
      if (wake) {
        clearTimeout(wake.timer)
        wake.resolve()
        wake = undefined
      }
    },
  }
}
