import { apiError, objectBody } from './apiError'
import { PROVIDER_MESSAGES, type ProjectOverrides } from './projects'
import type { RouteRegistrar } from './types'

/** One POST /e body, with the error fields lifted out wherever the client nested them. */
export interface AnalyticsEvent {
  kind: 'event' | 'error'
  query: Record<string, string>
  body: Record<string, unknown>
  eventId?: string
  url?: string
  domain?: string
  timestamp?: number | string
  props?: unknown
  errorType?: string
  errorMessage?: string
  stackTrace?: string
  receivedAt: number
}

export interface AnalyticsSink {
  events(): AnalyticsEvent[]
  clear(): void
  /** While on, POST /e answers 403 for every project (the origin is not on the allowlist). */
  forbid(on: boolean): void
  readonly forbidden: boolean
}

export interface WritableAnalyticsSink extends AnalyticsSink {
  record(query: Record<string, string>, body: Record<string, unknown>): AnalyticsEvent
}

function pick(sources: unknown[], key: string): unknown {
  for (const source of sources) {
    if (typeof source === 'object' && source !== null && key in source) return (source as Record<string, unknown>)[key]
  }
  return undefined
}

const asString = (v: unknown) => (typeof v === 'string' ? v : undefined)

export function createAnalyticsSink(): WritableAnalyticsSink {
  let events: AnalyticsEvent[] = []
  let forbidden = false
  return {
    events: () => [...events],
    clear() {
      events = []
    },
    forbid(on) {
      forbidden = on
    },
    get forbidden() {
      return forbidden
    },
    record(query, body) {
      const props = body.props
      // Error reports put errorType/errorMessage/stackTrace at the top, in props, or in
      // props.properties depending on the client version; look in all three.
      const nested = typeof props === 'object' && props !== null ? (props as Record<string, unknown>).properties : undefined
      const sources = [body, props, nested]
      const errorType = asString(pick(sources, 'errorType'))
      const event: AnalyticsEvent = {
        kind: errorType !== undefined ? 'error' : 'event',
        query,
        body,
        eventId: asString(body.eventId),
        url: asString(body.url),
        domain: asString(body.domain),
        timestamp: typeof body.timestamp === 'number' || typeof body.timestamp === 'string' ? body.timestamp : undefined,
        props,
        errorType,
        errorMessage: asString(pick(sources, 'errorMessage')),
        stackTrace: asString(pick(sources, 'stackTrace')),
        receivedAt: Date.now(),
      }
      events.push(event)
      return event
    },
  }
}

/** POST /e. Bodies may come as application/json or as text/plain JSON (navigator.sendBeacon). */
export function mountAnalyticsRoutes(routes: RouteRegistrar, sink: WritableAnalyticsSink, projects: ProjectOverrides): void {
  routes.post('/e', (req) => {
    if (sink.forbidden || projects.resolve(req.query.get('projectId')).analyticsForbidden) {
      return apiError(403, PROVIDER_MESSAGES.originNotAllowed, 'FORBIDDEN')
    }
    const query = Object.fromEntries(req.query)
    let raw = req.body
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw)
      } catch {
        return apiError(400, 'Body must be JSON')
      }
    }
    const items = Array.isArray(raw) ? raw : [raw]
    const bodies = items.map((item) => objectBody(item))
    if (bodies.length === 0 || bodies.some((b) => b === undefined)) return apiError(400, 'Body must be a JSON object')
    for (const body of bodies) sink.record(query, body!)
    return { status: 200, json: { success: true } }
  })
}
