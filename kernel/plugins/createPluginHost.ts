import type { ResolvedConfig } from '../config/resolveConfig'
import { createStore, type Store } from '../store/createStore'
import type {
  AccountActionEntry,
  AccountTabEntry,
  PluginContext,
  PluginManifest,
  ViewLoader,
} from './types'
import type { Connector } from '../types'
import type { ChainAdapter } from './chainAdapter'

export interface PluginRegistryState {
  /** Views of active plugins (and the shell's core views), by name; thunks are not called here. */
  views: Readonly<Record<string, ViewLoader>>
  accountActions: readonly AccountActionEntry[]
  accountTabs: readonly AccountTabEntry[]
  /** Ids of plugins whose activation finished. */
  active: readonly string[]
}

export interface PluginHostDeps {
  manifests: readonly PluginManifest[]
  isEnabled(flag: string): boolean
  /** What manifests' `apply` reads. */
  config: ResolvedConfig
  /** Context parts the host does not own: container, bus, logger, chain and connector sinks. */
  context: Omit<PluginContext, 'registerView' | 'registerAccountAction' | 'registerAccountTab'>
}

export interface PluginHost {
  registry: Store<PluginRegistryState>
  /** Activates every plugin whose flag is on and deactivates those whose flag went off. */
  sync(): Promise<void>
  /** Loads a registered view's module once; later calls share the promise. */
  loadView(name: string): Promise<{ default: unknown }> | undefined
  dispose(): void
}

const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order)

export function createPluginHost(deps: PluginHostDeps): PluginHost {
  const registry = createStore<PluginRegistryState>({ views: {}, accountActions: [], accountTabs: [], active: [] })
  const loadedViews = new Map<string, Promise<{ default: unknown }>>()
  const disposers = new Map<string, () => void>()
  const activating = new Map<string, Promise<void>>()

  const wanted = (manifest: PluginManifest) =>
    (manifest.apply?.(deps.config) ?? true) && (manifest.feature === undefined || deps.isEnabled(manifest.feature))

  const contextFor = (manifest: PluginManifest): PluginContext => ({
    ...deps.context,
    registerView: (name, loader) =>
      registry.setState((s) => ({ views: { ...s.views, [name]: loader } })),
    registerAccountAction: (entry) =>
      registry.setState((s) => ({ accountActions: byOrder([...s.accountActions.filter((a) => a.id !== entry.id), entry]) })),
    registerAccountTab: (entry) =>
      registry.setState((s) => ({ accountTabs: byOrder([...s.accountTabs.filter((t) => t.id !== entry.id), entry]) })),
    logger: deps.context.logger,
  })

  async function activate(manifest: PluginManifest) {
    const ctx = contextFor(manifest)
    for (const [name, loader] of Object.entries(manifest.views ?? {})) ctx.registerView(name, loader)
    for (const entry of manifest.accountActions ?? []) ctx.registerAccountAction(entry)
    for (const entry of manifest.accountTabs ?? []) ctx.registerAccountTab(entry)
    if (manifest.load) {
      const module = await manifest.load()
      const dispose = await module.activate(ctx)
      if (typeof dispose === 'function') disposers.set(manifest.id, dispose)
    }
    registry.setState((s) => ({ active: [...s.active, manifest.id] }))
  }

  function deactivate(manifest: PluginManifest) {
    disposers.get(manifest.id)?.()
    disposers.delete(manifest.id)
    activating.delete(manifest.id)
    const viewNames = new Set(Object.keys(manifest.views ?? {}))
    const actionIds = new Set((manifest.accountActions ?? []).map((a) => a.id))
    const tabIds = new Set((manifest.accountTabs ?? []).map((t) => t.id))
    registry.setState((s) => ({
      views: Object.fromEntries(Object.entries(s.views).filter(([name]) => !viewNames.has(name))),
      accountActions: s.accountActions.filter((a) => !actionIds.has(a.id)),
      accountTabs: s.accountTabs.filter((t) => !tabIds.has(t.id)),
      active: s.active.filter((id) => id !== manifest.id),
    }))
  }

  return {
    registry,
    async sync() {
      const work: Promise<void>[] = []
      for (const manifest of deps.manifests) {
        const isActive = activating.has(manifest.id)
        if (wanted(manifest) && !isActive) {
          const run = activate(manifest).catch((error) => {
            // A plugin that fails to load must not take the modal down with it.
            activating.delete(manifest.id)
            deps.context.logger.error(`plugin ${manifest.id} failed to activate`, error)
            deps.context.bus.emit('error', error, `plugin:${manifest.id}`)
          })
          activating.set(manifest.id, run)
          work.push(run)
        } else if (!wanted(manifest) && isActive) {
          deactivate(manifest)
        }
      }
      await Promise.all(work)
    },
    loadView(name) {
      const loader = registry.getState().views[name]
      if (!loader) return undefined
      let pending = loadedViews.get(name)
      if (!pending) {
        pending = loader()
        loadedViews.set(name, pending)
        pending.catch(() => loadedViews.delete(name))
      }
      return pending
    },
    dispose() {
      for (const dispose of disposers.values()) dispose()
      disposers.clear()
    },
  }
}

export type { ChainAdapter, Connector }
