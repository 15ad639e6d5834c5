import type { DependencyContainer, InjectionToken } from '../container/tsyringe'
import { AirlockError } from '../errors'

/** A service's plugin is not active (never activated, or deactivated since). */
export class ServiceUnavailableError extends AirlockError {
  override name = 'ServiceUnavailableError'
  constructor(readonly token: string) {
    super(`Service ${token} is not available: the plugin that provides it is not active`)
  }
}

/**
 * Services plugins provide, by token, in a stack per token so an undo restores what was there.
 * tsyringe cannot unregister, so each token is bound once to a factory that reads the stack:
 * after the last undo, resolving it throws ServiceUnavailableError and `find` says undefined.
 */
export interface ServiceDirectory {
  provide<T>(token: InjectionToken<T>, value: T): () => void
  /** The service, or undefined when nobody provides it (kernel services included). */
  find<T>(token: InjectionToken<T>): T | undefined
}

export function createServiceDirectory(container: DependencyContainer): ServiceDirectory {
  const stacks = new Map<InjectionToken<unknown>, { value: unknown }[]>()
  const top = (token: InjectionToken<unknown>) => stacks.get(token)?.at(-1)

  return {
    provide(token, value) {
      let stack = stacks.get(token)
      if (!stack) {
        stacks.set(token, (stack = []))
        container.register(token, {
          useFactory: () => {
            const entry = top(token)
            if (!entry) throw new ServiceUnavailableError(String(typeof token === 'symbol' ? token.description : token))
            return entry.value as never
          },
        })
      }
      const entry = { value: value as unknown }
      stack.push(entry)
      return () => {
        const index = stack.indexOf(entry)
        if (index >= 0) stack.splice(index, 1)
      }
    },
    find(token) {
      if (stacks.has(token)) return top(token)?.value as never
      return container.isRegistered(token, true) ? container.resolve(token) : undefined
    },
  }
}
