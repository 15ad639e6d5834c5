import type { RequestProvider } from '../../kernel/plugin'
import type { GetCallsStatusArgs } from './getCallsStatus'

/**
 * The wallet's provider with `wallet_getCallsStatus` answered through the bundler fallback
 * (as AppKit's universal provider does), everything else, flags included, left to the wallet.
 */
export function withCallsStatusFallback(
  wallet: RequestProvider,
  argsFor: (id: string) => Omit<GetCallsStatusArgs, 'id' | 'wallet'> | undefined,
): RequestProvider {
  const request: RequestProvider['request'] = async (args) => {
    const id = Array.isArray(args.params) ? args.params[0] : undefined
    const settings = args.method === 'wallet_getCallsStatus' && typeof id === 'string' ? argsFor(id) : undefined
    if (!settings) return wallet.request(args)
    const { getCallsStatus } = await import('./getCallsStatus')
    return getCallsStatus({ ...settings, id, wallet })
  }
  return new Proxy(wallet, {
    get(target, property) {
      if (property === 'request') return request
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
