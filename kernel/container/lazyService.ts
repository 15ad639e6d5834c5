type Fn = (...args: never[]) => unknown
type MethodKeys<S> = { [K in keyof S]: S[K] extends Fn ? K : never }[keyof S]

export interface LazyServiceShape<S> {
  /** Methods that return a promise: the first call loads the service, every call waits for it. */
  async: readonly MethodKeys<S>[]
  /** Methods that return nothing: before anything loaded there is nothing to release or forget. */
  idle?: readonly MethodKeys<S>[]
  /** Methods answered here until the service has loaded, by the service after (a sync read). */
  unloaded?: { readonly [K in MethodKeys<S>]?: S[K] }
  /** Members that are the stand-in's own for good: the state both halves share (a store). */
  own?: Partial<S>
}

/** `stand[LOAD_SERVICE]()` loads a stand-in's service now (startup does, so later calls are direct). */
export const LOAD_SERVICE: unique symbol = Symbol('airlock.loadService') as never

/**
 * Stands in for a service whose work is asynchronous, so its code (and what it imports) loads
 * on first use instead of sitting in the host's first bundle. Each stand-in loads its service
 * once (again after a failed load); `loaded` tells whether it has.
 */
export type LazyService<S> = S & { readonly loaded: boolean; [LOAD_SERVICE](): Promise<S> }

export function lazyService<S extends object>(load: () => Promise<S>, shape: LazyServiceShape<S>): LazyService<S> {
  let service: S | undefined
  let pending: Promise<S> | undefined
  // A failed load (a chunk fetch that failed) is not kept: the next call tries again.
  const get = () =>
    (pending ??= load().then(
      (s) => (service = s),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  const call = (s: object, key: PropertyKey, args: unknown[]) => (s[key as keyof typeof s] as (...a: unknown[]) => unknown)(...args)
  const stand: Record<PropertyKey, unknown> = { ...shape.own }
  for (const key of shape.async) {
    stand[key] = (...args: unknown[]) => (service ? call(service, key, args) : get().then((s) => call(s, key, args)))
  }
  for (const key of shape.idle ?? []) {
    stand[key] = (...args: unknown[]) => {
      if (service) call(service, key, args)
      else void pending?.then((s) => call(s, key, args), () => undefined)
    }
  }
  const unloaded = (shape.unloaded ?? {}) as Record<PropertyKey, unknown>
  for (const key of Object.keys(unloaded)) {
    stand[key] = (...args: unknown[]) => call(service ?? unloaded, key, args)
  }
  Object.defineProperty(stand, 'loaded', { get: () => service !== undefined, enumerable: false })
  stand[LOAD_SERVICE] = get
  return stand as LazyService<S>
}

/**
 * Loads a stand-in's service now; resolves at once for a service that is no stand-in. A failed
 * load is left to the next call, which tries again and reports it to its caller.
 */
export function loadService(service: object): Promise<void> {
  const load = (service as Partial<LazyService<object>>)[LOAD_SERVICE]
  return load ? load().then(() => undefined, () => undefined) : Promise.resolve()
}
