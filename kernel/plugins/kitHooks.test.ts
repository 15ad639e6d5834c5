import { describe, expect, it } from 'vitest'
import { createRegistry } from './createRegistry'
import { createKitHooks, interceptProvider, isSignInPending } from './kitHooks'

describe('createRegistry', () => {
  it('removes exactly the entry an undo belongs to, once, even when the same value was added twice', () => {
    const registry = createRegistry<() => void>()
    const fn = () => {}
    const undoFirst = registry.add(fn)
    registry.add(fn)
    let changes = 0
    registry.subscribe(() => changes++)
    undoFirst()
    undoFirst()
    expect(registry.list()).toEqual([fn])
    expect(changes).toBe(1)
  })
})

describe('interceptProvider', () => {
  const wallet = () => {
    const seen: string[] = []
    return { seen, provider: { request: async (args: { method: string }) => (seen.push(args.method), `wallet:${args.method}`) } }
  }

  it('passes every request through the interceptors, first registered outermost, read at request time', async () => {
    const hooks = createKitHooks()
    const { provider, seen } = wallet()
    const wrapped = interceptProvider(provider, 'eip155', hooks)
    const order: string[] = []
    hooks.rpcInterceptors.add(async (request, next) => (order.push(`a:${request.method}`), next()))
    hooks.rpcInterceptors.add(async (request, next) => (request.method === 'eth_sendTransaction' ? 'approved-by-plugin' : (order.push('b'), next())))
    await expect(wrapped.request({ method: 'eth_chainId' })).resolves.toBe('wallet:eth_chainId')
    await expect(wrapped.request({ method: 'eth_sendTransaction' })).resolves.toBe('approved-by-plugin')
    expect(order).toEqual(['a:eth_chainId', 'b', 'a:eth_sendTransaction'])
    expect(seen).toEqual(['eth_chainId'])
    expect(interceptProvider(provider, 'eip155', hooks)).toBe(wrapped)
  })

  it('keeps the provider’s other members working, bound to the real provider', () => {
    class PrivateProvider {
      #events = 0
      request = async () => null
      on() {
        return ++this.#events
      }
    }
    const wrapped = interceptProvider(new PrivateProvider(), 'eip155', createKitHooks())
    expect(wrapped.on()).toBe(1)
  })
})

describe('isSignInPending', () => {
  it('RTR-16 is pending only while a required gate has no session', () => {
    const hooks = createKitHooks()
    expect(isSignInPending(hooks)).toBe(false)
    let session = false
    hooks.signInGates.add({ isRequired: () => true, hasSession: () => session })
    hooks.signInGates.add({ isRequired: () => false, hasSession: () => false })
    expect(isSignInPending(hooks)).toBe(true)
    session = true
    expect(isSignInPending(hooks)).toBe(false)
  })
})
