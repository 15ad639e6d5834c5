import { objectBody } from './apiError'
import type { WritableAnalyticsSink } from './analyticsSink'
import type { FaultController } from './faults'
import type { RequestLog } from './requestLog'
import type { SandboxResponse } from './types'

/** Paths under this prefix steer the sandbox itself; they are never logged or faulted. */
export const CONTROL_PREFIX = '/__sandbox/'

export interface ControlContext {
  faults: FaultController
  requests: RequestLog
  analytics: WritableAnalyticsSink
}

function bad(message: string): SandboxResponse {
  return { status: 400, json: { message } }
}

/**
 * The HTTP twin of `server.faults`, `server.requests` and `server.analytics`, for browser
 * tests and other processes:
 * - POST /__sandbox/faults `{ route, latencyMs?, status?, body?, malformed?, reset?, times?, method? }`
 * - DELETE /__sandbox/faults[?route=...], GET /__sandbox/faults
 * - GET|DELETE /__sandbox/requests, GET|DELETE /__sandbox/analytics
 * - POST /__sandbox/analytics/forbid `{ forbid: boolean }`
 */
export function handleControl(method: string, path: string, query: URLSearchParams, body: unknown, ctx: ControlContext): SandboxResponse {
  const key = `${method} ${path.replace(/\/+$/, '')}`
  switch (key) {
    case 'POST /__sandbox/faults': {
      const b = objectBody(body)
      const target = b?.route ?? b?.target ?? b?.path
      if (!b || typeof target !== 'string' || !target) return bad('route is required')
      const { route: _r, target: _t, path: _p, ...spec } = b
      try {
        ctx.faults.set(target, spec)
      } catch (e) {
        return bad((e as Error).message)
      }
      return { json: { faults: ctx.faults.list() } }
    }
    case 'DELETE /__sandbox/faults':
      ctx.faults.clear(query.get('route') ?? undefined)
      return { json: { faults: ctx.faults.list() } }
    case 'GET /__sandbox/faults':
      return { json: { faults: ctx.faults.list() } }
    case 'GET /__sandbox/requests':
      return { json: { requests: ctx.requests.all() } }
    case 'DELETE /__sandbox/requests':
      ctx.requests.clear()
      return { json: { requests: [] } }
    case 'GET /__sandbox/analytics':
      return { json: { events: ctx.analytics.events(), forbidden: ctx.analytics.forbidden } }
    case 'DELETE /__sandbox/analytics':
      ctx.analytics.clear()
      return { json: { events: [] } }
    case 'POST /__sandbox/analytics/forbid': {
      const b = objectBody(body)
      if (typeof b?.forbid !== 'boolean') return bad('forbid must be a boolean')
      ctx.analytics.forbid(b.forbid)
      return { json: { forbidden: ctx.analytics.forbidden } }
    }
    default:
      return { status: 404, json: { message: `Unknown control route ${method} ${path}` } }
  }
}
