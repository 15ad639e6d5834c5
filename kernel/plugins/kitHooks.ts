import type { ViewName } from '../router/viewNames'
import type { ChainNamespace, RequestProvider } from '../types'
import { createRegistry, type Registry } from './createRegistry'

/** Refuses the visitor's close (button, overlay, Escape) on a view; true means "keep it open" (RTR-16). */
export type CloseGuard = (view: ViewName) => boolean

/** Runs after a disconnect of every namespace (DISC-07..09): drafts reset, sessions ended. */
export type DisconnectAllHook = () => void | Promise<void>

/** The sign-in step after connect (the SIWX plugin). */
export interface SignInGate {
  /** Sign-in is mandatory (`siwx.required`): its views may not be dismissed before a session exists. */
  isRequired(): boolean
  /** The connected account has a sign-in session already. */
  hasSession(): boolean
  /**
   * Called once a wallet connected from the modal. Resolves true when the gate took the modal
   * over (e.g. routed to SIWXSignMessage), so the connect view leaves it open.
   */
  onConnected?(args: { namespace: ChainNamespace }): boolean | Promise<boolean>
}

/**
 * Runs after a wallet connected from the modal when no sign-in gate took it over, with the connect
 * view it connected from; true when it routed the modal elsewhere (multi-wallet's return to
 * ProfileWallets), so the modal stays open.
 */
export type AfterConnectHook = (args: { namespace: ChainNamespace; fromView: ViewName }) => boolean | Promise<boolean>

export interface RpcRequest {
  namespace: ChainNamespace
  method: string
  params?: unknown
}

/**
 * Sees every request a host sends through a wallet provider the kit handed out; calls `next`
 * to pass it on, or answers itself (the embedded wallet's approval of unsafe requests).
 */
export type RpcInterceptor = (request: RpcRequest, next: () => Promise<unknown>) => Promise<unknown>

/** The kit's extension points that run code, each a registry many plugins can join. */
export interface KitHooks {
  closeGuards: Registry<CloseGuard>
  /** Called on every close of the modal (RTR-14: the WalletConnect pairing URI is dropped). */
  modalClose: Registry<() => void>
  disconnectAll: Registry<DisconnectAllHook>
  signInGates: Registry<SignInGate>
  afterConnect: Registry<AfterConnectHook>
  rpcInterceptors: Registry<RpcInterceptor>
  /** Reloads the embedded wallet's connector after the Farcaster view was left disconnected. */
  authReload: Registry<() => void>
  /** Runs when the kit is destroyed, after its plugins were undone (the shell unmounts its modal). */
  destroy: Registry<() => void>
}

export function createKitHooks(): KitHooks {
  return {
    closeGuards: createRegistry(),
    modalClose: createRegistry(),
    disconnectAll: createRegistry(),
    signInGates: createRegistry(),
    afterConnect: createRegistry(),
    rpcInterceptors: createRegistry(),
    authReload: createRegistry(),
    destroy: createRegistry(),
  }
}

/** RTR-16's inputs from the gates: sign-in required by one that has no session yet. */
export const isSignInPending = (hooks: KitHooks): boolean =>
  hooks.signInGates.list().some((gate) => gate.isRequired() && !gate.hasSession())

const wrapped = new WeakMap<KitHooks, WeakMap<object, RequestProvider>>()

/**
 * Wraps a wallet provider so each request passes the interceptors, first registered outermost.
 * The wrapper reads the registry per request, so interceptors added later apply too; one wrapper
 * per provider, so hosts comparing providers across renders see the same object.
 */
export function interceptProvider<P extends RequestProvider>(provider: P, namespace: ChainNamespace, hooks: KitHooks): P {
  let byProvider = wrapped.get(hooks)
  if (!byProvider) wrapped.set(hooks, (byProvider = new WeakMap()))
  const known = byProvider.get(provider)
  if (known) return known as P
  const request = (args: { method: string; params?: unknown }) => {
    const chain = hooks.rpcInterceptors.list()
    const run = (index: number): Promise<unknown> =>
      index >= chain.length
        ? provider.request(args as Parameters<P['request']>[0])
        : chain[index]!({ namespace, method: args.method, params: args.params }, () => run(index + 1))
    return run(0)
  }
  const proxy = new Proxy(provider, {
    get(target, key) {
      if (key === 'request') return request
      const value: unknown = Reflect.get(target, key)
      // Bound to the real provider: class providers with private fields reject the proxy as `this`.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  byProvider.set(provider, proxy)
  return proxy
}
