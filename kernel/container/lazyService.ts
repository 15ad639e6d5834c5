type Fn = (...args: never[]) => unknown
type MethodKeys<S> = { [K in keyof S]: S[K] extends Fn ? K : never }[keyof S]

export interface LazyServiceShape<S> {
  /** Methods that return a promise: the first call loads the service, every call waits for it. */
  async: readonly MethodKeys<S>[]
  /** Methods that return nothing: before anything loaded there is nothing to release or forget. */
  idle?: readonly MethodKeys<S>[]
}

/**
 * Stands in for a service whose work is all asynchronous, so its code (and what it imports)
 * loads on first use instead of sitting in the host's first bundle. Each stand-in loads its
 * service once (again after a failed load); `loaded` tells whether it has.
 */
export function lazyService<S extends object>(load: () => Promise<S>, shape: LazyServiceShape<S>): S & { readonly loaded: boolean } {
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
  const call = (s: S, key: PropertyKey, args: unknown[]) => (s[key as keyof S] as (...a: unknown[]) => unknown)(...args)
  const stand: Record<PropertyKey, unknown> = {}
  for (const key of shape.async) {
    stand[key] = (...args: unknown[]) => (service ? call(service, key, args) : get().then((s) => call(s, key, args)))
  }
  for (const key of shape.idle ?? []) {
    stand[key] = (...args: unknown[]) => {
      if (service) call(service, key, args)
      else void pending?.then((s) => call(s, key, args), () => undefined)
    }
  }
  Object.defineProperty(stand, 'loaded', { get: () => service !== undefined, enumerable: false })
  return stand as S & { readonly loaded: boolean }
}
