import { DisconnectError, ErrorMessages } from '../errors'
import { StorageKeys } from '../storage/storageKeys'
import type { ChainNamespace } from '../types'
import { readConnectedNamespaces } from './connectedNamespaces'
import type { ConnectionContext } from './createConnectionContext'

/*
 * Where the three failure messages come from. Read in reown-com/appkit just before the multi-wallet
 * rewrite (appkit-base-client.ts, ConnectionController.ts, ChainControllerUtil.ts):
 *  - `disconnectNamespace(ns)` sets loading, calls the adapter, clears storage and state, ends
 *    loading; any throw in it becomes `Failed to disconnect chain {ns}: {cause message}`.
 *  - the connection client's `disconnect` runs every namespace with Promise.allSettled, then resets
 *    send, the WalletConnect connection and SIWX sessions; rejected reasons are joined with ', ' and
 *    anything thrown in that whole step is rethrown as `Failed to disconnect chains: {message}`.
 *  - `ConnectionController.disconnect` wraps whatever the client threw in
 *    AppKitError('Failed to disconnect'), so hosts only ever saw that outermost text.
 * Here each layer keeps its catalogue text exactly and the details travel in fields (`failures`,
 * `cause`), so hosts see the most specific message instead of the outermost:
 *  - a namespace failing             → "Failed to disconnect chain {ns}"        (DISC-12)
 *  - several failures                → one error, their messages joined by ', '  (DISC-11)
 *  - the all-chains reset step failing → "Failed to disconnect chains"          (DISC-13)
 *  - anything no layer claimed       → "Failed to disconnect"                    (DISC-14)
 */

const SHARED_CONNECTOR_TYPES = new Set(['WALLET_CONNECT', 'AUTH'])

/** The namespace, plus the others on the same WalletConnect session or embedded login (DISC-05); all when none (DISC-06). */
export function namespacesToDisconnect(ctx: ConnectionContext, namespace?: ChainNamespace): ChainNamespace[] {
  const all = [
    ...new Set([
      ...ctx.registry.namespaces(),
      ...readConnectedNamespaces(ctx.storage),
      ...Object.keys(ctx.stores.connection.getState().connections),
    ]),
  ]
  if (!namespace) return all

  const connectorId = ctx.connectorIdOf(namespace)
  const type = ctx.connectorOf(namespace)?.type ?? ctx.storage.get<string>(StorageKeys.provider(namespace))
  if (connectorId === undefined || !type || !SHARED_CONNECTOR_TYPES.has(type)) return [namespace]
  return [namespace, ...all.filter((ns) => ns !== namespace && ctx.connectorIdOf(ns) === connectorId)]
}

/** One namespace, in the spec's five steps (DISC-01..04; the event is sent once per call by the caller). */
async function disconnectNamespace(ctx: ConnectionContext, namespace: ChainNamespace): Promise<void> {
  ctx.setLoading?.(namespace, true)
  try {
    const isConnected =
      Boolean(ctx.stores.account.get(namespace).address) || namespace in ctx.stores.connection.getState().connections
    // Nothing live to end: the adapter is not asked, only storage and state are cleared.
    if (isConnected) await ctx.registry.getConnectionClient(namespace).disconnect({ connector: ctx.connectorOf(namespace) })
    ctx.clearNamespace(namespace)
  } catch (error) {
    throw withCause(new DisconnectError(ErrorMessages.failedToDisconnectChain(namespace), [{ namespace, error }]), error)
  } finally {
    ctx.setLoading?.(namespace, false)
  }
  ctx.bus.emit('disconnected', namespace)
}

/** After every namespace went: the resets plugins registered (send, WalletConnect, SIWX), each on its own. */
async function resetAfterDisconnectAll(ctx: ConnectionContext): Promise<DisconnectError | undefined> {
  const settled = await Promise.allSettled([
    Promise.resolve().then(() => void ctx.bus.emit('disconnected', undefined)),
    ...ctx.disconnectAllHooks.list().map((hook) => Promise.resolve().then(hook)),
  ])
  const failures = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failures.length === 0) return undefined
  const errors = failures.map((f) => ({ namespace: 'all', error: f.reason as unknown }))
  return withCause(new DisconnectError(ErrorMessages.failedToDisconnectChains, errors), failures[0]!.reason)
}

export async function disconnectChains(ctx: ConnectionContext, namespace?: ChainNamespace): Promise<void> {
  try {
    const targets = namespacesToDisconnect(ctx, namespace)
    // Each namespace on its own: one wallet refusing does not keep the others connected (DISC-10).
    const settled = await Promise.allSettled(targets.map((ns) => disconnectNamespace(ctx, ns)))
    const errors = settled.flatMap((r, i) => (r.status === 'rejected' ? [claim(r.reason, targets[i])] : []))
    if (!namespace) {
      const resetError = await resetAfterDisconnectAll(ctx)
      if (resetError) errors.push(resetError)
    }
    ctx.settleStatus()
    if (errors.length > 0) throw joinErrors(errors)
    ctx.track('DISCONNECT_SUCCESS', { namespace: namespace ?? 'all' })
  } catch (error) {
    const failure = claim(error, namespace)
    try {
      ctx.track('DISCONNECT_ERROR', { namespace: namespace ?? 'all', message: failure.message })
    } catch {
      // A host listener that throws must not hide the disconnect failure itself.
    }
    throw failure
  }
}

/** A DisconnectError as is; anything else (a listener that threw, say) as "Failed to disconnect". */
function claim(error: unknown, namespace: ChainNamespace | undefined): DisconnectError {
  if (error instanceof DisconnectError) return error
  const failure = new DisconnectError(ErrorMessages.failedToDisconnect, [{ namespace: namespace ?? 'all', error }])
  return withCause(failure, error)
}

function joinErrors(errors: DisconnectError[]): DisconnectError {
  if (errors.length === 1) return errors[0]!
  const joined = new DisconnectError(
    errors.map((e) => e.message).join(', '),
    errors.flatMap((e) => e.failures),
  )
  return withCause(joined, errors)
}

function withCause<E extends Error>(error: E, cause: unknown): E {
  error.cause = cause
  return error
}
