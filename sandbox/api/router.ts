import type { RouteHandler, RouteRegistrar } from './types'

export interface CompiledPattern {
  pattern: string
  /** Literal segments; more literals means a more specific route. */
  specificity: number
  match(path: string): Record<string, string> | undefined
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * `:name` matches one non-empty segment; a trailing `*` matches the rest (as params['*']).
 * Shared by the router and the fault table, so a fault can target a route by its pattern.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const parts = pattern.split('?')[0]!.split('/').filter(Boolean)
  const rest = parts[parts.length - 1] === '*'
  const fixed = rest ? parts.slice(0, -1) : parts
  return {
    pattern,
    specificity: fixed.filter((p) => !p.startsWith(':')).length,
    match(path) {
      const segments = path.split('/').filter(Boolean)
      if (rest ? segments.length < fixed.length : segments.length !== fixed.length) return undefined
      const params: Record<string, string> = {}
      for (let i = 0; i < fixed.length; i++) {
        const want = fixed[i]!
        const got = segments[i]!
        if (want.startsWith(':')) params[want.slice(1)] = decode(got)
        else if (want !== got) return undefined
      }
      if (rest) params['*'] = segments.slice(fixed.length).map(decode).join('/')
      return params
    },
  }
}

interface Route {
  method: string
  compiled: CompiledPattern
  handler: RouteHandler
}

export interface RouteMatch {
  pattern: string
  params: Record<string, string>
  handler: RouteHandler
}

export interface Router {
  registrar: RouteRegistrar
  find(method: string, path: string): RouteMatch | undefined
  /** Every mounted `METHOD pattern`, for the README and debugging. */
  list(): string[]
}

export function createRouter(): Router {
  const routes: Route[] = []
  const add = (method: string, pattern: string, handler: RouteHandler) => {
    // Mounting the same method and pattern again replaces the earlier handler, so the
    // chain-backed modules can take over a route that has a placeholder here.
    const existing = routes.findIndex((r) => r.method === method && r.compiled.pattern === pattern)
    const route = { method, compiled: compilePattern(pattern), handler }
    if (existing >= 0) routes[existing] = route
    else routes.push(route)
  }
  return {
    registrar: {
      get: (pattern, handler) => add('GET', pattern, handler),
      post: (pattern, handler) => add('POST', pattern, handler),
    },
    find(method, path) {
      let best: RouteMatch | undefined
      let bestSpecificity = -1
      for (const route of routes) {
        if (route.method !== method) continue
        const params = route.compiled.match(path)
        if (params && route.compiled.specificity > bestSpecificity) {
          best = { pattern: route.compiled.pattern, params, handler: route.handler }
          bestSpecificity = route.compiled.specificity
        }
      }
      return best
    },
    list: () => routes.map((r) => `${r.method} ${r.compiled.pattern}`),
  }
}
