import { compilePattern, type CompiledPattern } from './router'

/** What to do to a request instead of (or before) answering it normally. */
export interface FaultSpec {
  /** Delay before anything else happens; alone, the route then answers normally. */
  latencyMs?: number
  /** Answer with this status and a JSON error body (`body` when given). */
  status?: number
  body?: unknown
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: true | boolean
  /** Destroy the socket without answering (the client sees a connection reset). */
  reset?: true | boolean
  /** Apply this many times, then remove the fault. Unlimited when absent. */
  times?: number
  /** Only for this HTTP method (GET, POST); any method when absent. */
  method?: string
}

export interface FaultEntry {
  target: string
  spec: FaultSpec
  /** Applications left; undefined means unlimited. */
  remaining: number | undefined
}

export interface FaultController {
  /**
   * `target` is a route pattern (`/v1/account/:address/balance`), a concrete path
   * (`/getWallets`), a prefix ending in `/*`, or `*` for every route. Setting the same target
   * again replaces its fault.
   */
  set(target: string, spec: FaultSpec): void
  /** Clears one target, or all faults when called without one. */
  clear(target?: string): void
  list(): FaultEntry[]
}

export interface FaultTable extends FaultController {
  /** The fault for this request, if any; counts one use against `times`. */
  take(method: string, path: string, routePattern: string | undefined): FaultSpec | undefined
}

export function validateFaultSpec(spec: unknown): FaultSpec {
  if (typeof spec !== 'object' || spec === null) throw new Error('A fault must be an object')
  const s = spec as Record<string, unknown>
  const fault: FaultSpec = {}
  if (s.latencyMs !== undefined) {
    if (typeof s.latencyMs !== 'number' || s.latencyMs < 0) throw new Error('latencyMs must be a number >= 0')
    fault.latencyMs = s.latencyMs
  }
  if (s.status !== undefined) {
    if (typeof s.status !== 'number' || !Number.isInteger(s.status) || s.status < 100 || s.status > 599)
      throw new Error('status must be an HTTP status code')
    fault.status = s.status
  }
  if (s.body !== undefined) fault.body = s.body
  if (s.malformed) fault.malformed = true
  if (s.reset) fault.reset = true
  if (s.times !== undefined) {
    if (typeof s.times !== 'number' || !Number.isInteger(s.times) || s.times < 1) throw new Error('times must be an integer >= 1')
    fault.times = s.times
  }
  if (s.method !== undefined) {
    if (typeof s.method !== 'string') throw new Error('method must be a string')
    fault.method = s.method.toUpperCase()
  }
  return fault
}

export function createFaultTable(): FaultTable {
  const entries = new Map<string, FaultEntry & { compiled: CompiledPattern | undefined }>()
  const matches = (target: string, compiled: CompiledPattern | undefined, path: string, pattern?: string) =>
    target === '*' || target === pattern || target === path || compiled?.match(path) !== undefined
  return {
    set(target, spec) {
      const fault = validateFaultSpec(spec)
      const compiled = target === '*' ? undefined : compilePattern(target)
      // Re-insert so the newest fault wins when several targets match one request.
      entries.delete(target)
      entries.set(target, { target, spec: fault, remaining: fault.times, compiled })
    },
    clear(target) {
      if (target === undefined) entries.clear()
      else entries.delete(target)
    },
    list: () => [...entries.values()].map(({ target, spec, remaining }) => ({ target, spec, remaining })),
    take(method, path, routePattern) {
      const candidates = [...entries.values()].reverse()
      for (const entry of candidates) {
        if (entry.spec.method && entry.spec.method !== method) continue
        if (!matches(entry.target, entry.compiled, path, routePattern)) continue
        if (entry.remaining !== undefined) {
          entry.remaining -= 1
          if (entry.remaining <= 0) entries.delete(entry.target)
        }
        return entry.spec
      }
      return undefined
    },
  }
}
