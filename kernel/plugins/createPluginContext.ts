import type { KitStorage } from '../storage/createKitStorage'
import type { InjectionToken } from '../container/tsyringe'
import type { ChainAdapter } from './chainAdapter'
import type { PluginSession } from './createPluginHost'
import type { KitHooks } from './kitHooks'
import type { PluginContext, PluginHooks } from './pluginContext'
import type { SlotEntries, SlotName } from './slots'
import type { AccountActionEntry, AccountTabEntry, Logger, ViewDefinition, ViewLoader } from './types'
import type { Connector } from '../types'

/** The kit's side of every plugin context: shared services, and sinks that return their undo. */
export interface PluginKernel
  extends Pick<
    PluginContext,
    'config' | 'stores' | 'mutate' | 'router' | 'modal' | 'snackbar' | 'alerts' | 'chains' | 'connection' | 'api' | 'bus' | 'use'
  > {
  hooks: KitHooks
  storage: KitStorage
  logger: Logger
  /** A logger whose lines start with the plugin's id. */
  loggerFor(id: string): Logger
  registerChain(adapter: ChainAdapter): () => void
  registerConnector(connector: Connector): () => void
  provide<T>(token: InjectionToken<T>, value: T): () => void
}

/** The plugin host's registry sinks, each returning the undo of that one registration. */
export interface RegistrySinks {
  view(name: string, view: ViewLoader | ViewDefinition): () => void
  accountAction(entry: AccountActionEntry): () => void
  accountTab(entry: AccountTabEntry): () => void
  slot<S extends SlotName>(slot: S, entry: SlotEntries[S]): () => void
}

/**
 * Builds the context one plugin activation gets. Every registration goes through the session,
 * so deactivating the plugin undoes all of it, and one made after deactivation is undone at once.
 */
export function createPluginContext(session: PluginSession, kernel: PluginKernel, sinks: RegistrySinks): PluginContext {
  const { id } = session
  const track = (undo: () => void) => session.track(undo)
  const prefix = `plugin:${id}:`

  const hooks = Object.fromEntries(
    Object.entries(kernel.hooks).map(([name, registry]) => [
      name,
      { add: (entry: never) => track(registry.add(entry)), list: () => registry.list() },
    ]),
  ) as unknown as PluginHooks

  return {
    id,
    config: kernel.config,
    stores: kernel.stores,
    mutate: kernel.mutate,
    router: kernel.router,
    modal: kernel.modal,
    snackbar: kernel.snackbar,
    alerts: kernel.alerts,
    chains: kernel.chains,
    connection: kernel.connection,
    api: kernel.api,
    bus: kernel.bus,
    hooks,
    logger: kernel.loggerFor(id),
    storage: {
      get: (key) => kernel.storage.get(prefix + key),
      set: (key, value) => kernel.storage.set(prefix + key, value),
      remove: (key) => kernel.storage.remove(prefix + key),
    },
    on(event, listener) {
      kernel.bus.on(event, listener as never)
      track(() => kernel.bus.off(event, listener as never))
    },
    provide: (token, value) => void track(kernel.provide(token, value)),
    use: (token) => kernel.use(token),
    onDispose: (fn) => void track(fn),
    registerView: (name, view) => track(sinks.view(name, view)),
    registerAccountAction: (entry) => track(sinks.accountAction(entry)),
    registerAccountTab: (entry) => track(sinks.accountTab(entry)),
    registerSlot: (slot, entry) => track(sinks.slot(slot, entry)),
    registerChain: (adapter) => track(kernel.registerChain(adapter)),
    registerConnector: (connector) => track(kernel.registerConnector(connector)),
  }
}
