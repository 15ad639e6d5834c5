import type { Eip1193Provider } from '../../wallets/browser/types'

/**
 * The same wallet, with every request's method and params written down: integration tests check
 * what the kit asked the real test wallet, in order. It changes nothing the wallet does.
 */
export function recordRequests<P extends Eip1193Provider>(wallet: P): P & { calls: { method: string; params: unknown }[] } {
  const calls: { method: string; params: unknown }[] = []
  return new Proxy(wallet, {
    get(target, property) {
      if (property === 'calls') return calls
      if (property === 'request') {
        return (args: { method: string; params?: unknown }) => {
          calls.push({ method: args.method, params: args.params })
          return target.request(args as never)
        }
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  }) as P & { calls: { method: string; params: unknown }[] }
}
