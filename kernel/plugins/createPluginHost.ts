import type { EventBus } from '../bus/createEventBus'
import type { ResolvedConfig } from '../config/resolveConfig'
import { createStore, type Store } from '../store/createStore'
import { flagsOf } from '../features/featureFlags'
import type { PluginKernel } from './createPluginContext'
import { createPluginRegistry, type PluginRegistryState, type SlotState } from './pluginRegistry'
import { SLOT_NAMES, type SlotEntries, type SlotName } from './slots'
import { missingLoader, resolveNamedLoaders } from './namedLoaders'
import type { AccountActionEntry, AccountTabEntry, Logger, PluginManifest, PluginModule, ViewDefinition, ViewLoader, ViewTitle } from './types'

export type { PluginRegistryState, SlotState } from './pluginRegistry'

import type { CatalogueLoaders } from '../i18n/defineMessages'

export interface PluginHostDeps {
  manifests: readonly PluginManifest[]
  isEnabled(flag: string): boolean
  /** What manifests' `apply` reads. */
  config: ResolvedConfig
  /**
   * The kit's services a plugin context hands out, or a loader of them: the context code then
   * loads with the first activation instead of sitting in the host's first bundle.
   */
  kernel: PluginKernel | (() => Promise<PluginKernel>)
  logger: Logger
  bus: EventBus
  /** The registry store, when the kit made it before this code loaded (registerKernelServices). */
  registry?: Store<PluginRegistryState>
  /** Adds a plugin's message pack (its manifest's `messages`) and loads the current locale's chunk. */
  registerMessages?(pack: string, loaders: CatalogueLoaders): Promise<void>
}

export interface PluginHost {
  registry: Store<PluginRegistryState>
  /** Activates every plugin whose flag is on and deactivates those whose flag went off. */
  sync(): Promise<void>
  /** Loads a registered view's module once; later calls share the promise. */
  loadView(name: string): Promise<{ default: unknown }> | undefined
  /** Undoes every plugin's registrations (kit teardown). */
  dispose(): void
}

/** One activation of one plugin: everything it registered, undone together. */
export interface PluginSession {
  readonly id: string
  cancelled: boolean
  /** Undo functions, run last first. */
  readonly undos: (() => void)[]
  /** Records an undo; after cancellation it runs at once, so a late registration never sticks. */
  track(undo: () => void): () => void
}

type RecordKind = 'view' | 'accountAction' | 'accountTab' | SlotName
interface RegistryRecord {
  kind: RecordKind
  name: string
  value: unknown
}

const byOrder = <T extends { order?: number }>(list: T[]) =>
  list.map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.order ?? Infinity) - (b.entry.order ?? Infinity) || a.index - b.index)
    .map(({ entry }) => entry)


/**
 * Later registrations of a name win, in the first one's place (a plugin that re-registers its
 * header button must not move its neighbours under the visitor's finger); removing one brings
 * back the one below it.
 */
function lastById<T>(records: RegistryRecord[]): T[] {
  const byName = new Map<string, T>()
  for (const record of records) byName.set(record.name, record.value as T)
  return [...byName.values()]
}

function deriveState(records: RegistryRecord[], active: readonly string[]): PluginRegistryState {
  const of = (kind: RecordKind) => records.filter((r) => r.kind === kind)
  const views: Record<string, ViewLoader> = {}
  const viewTitles: Record<string, ViewTitle> = {}
  for (const record of of('view')) {
    const view = record.value as ViewDefinition
    views[record.name] = view.load
    if (view.title === undefined) delete viewTitles[record.name]
    else viewTitles[record.name] = view.title
  }
  const slots = Object.fromEntries(SLOT_NAMES.map((slot) => [slot, byOrder(lastById<{ order?: number }>(of(slot)))])) as unknown as SlotState
  return {
    views,
    viewTitles,
    accountActions: byOrder(lastById<AccountActionEntry>(of('accountAction'))),
    accountTabs: byOrder(lastById<AccountTabEntry>(of('accountTab'))),
    slots,
    active,
  }
}

export function createPluginHost(deps: PluginHostDeps): PluginHost {
  const registry = deps.registry ?? createPluginRegistry()
  const records: RegistryRecord[] = []
  const active: string[] = []
  const loadedViews = new WeakMap<ViewLoader, Promise<{ default: unknown }>>()
  const sessions = new Map<string, { session: PluginSession; run: Promise<void> }>()

  // Registrations come in runs (a manifest's views and slots, a plugin's activate): each run
  // publishes once, so subscribers see one new state rather than one per record.
  let batching = 0
  let unpublished = false
  const publish = () => {
    if (batching > 0) unpublished = true
    else registry.setState(deriveState(records, [...active]))
  }
  const batch = <T>(run: () => T): T => {
    batching++
    try {
      return run()
    } finally {
      if (--batching === 0 && unpublished) {
        unpublished = false
        publish()
      }
    }
  }

  /** Adds a registry record; the undo removes exactly that record. */
  const addRecord = (kind: RecordKind, name: string, value: unknown) => {
    const record: RegistryRecord = { kind, name, value }
    records.push(record)
    publish()
    return () => {
      const index = records.indexOf(record)
      if (index < 0) return
      records.splice(index, 1)
      publish()
    }
  }

  const wanted = (manifest: PluginManifest) =>
    (manifest.apply?.(deps.config) ?? true) && (manifest.feature === undefined || flagsOf(manifest.feature).some((flag) => deps.isEnabled(flag)))

  const newSession = (id: string): PluginSession => {
    const session: PluginSession = {
      id,
      cancelled: false,
      undos: [],
      track(undo) {
        let done = false
        const once = () => {
          if (done) return
          done = true
          const index = session.undos.indexOf(once)
          if (index >= 0) session.undos.splice(index, 1)
          undo()
        }
        if (session.cancelled) once()
        else session.undos.push(once)
        return once
      },
    }
    return session
  }

  let kernel: Promise<PluginKernel> | undefined
  const kernelOf = () => (kernel ??= Promise.resolve(typeof deps.kernel === 'function' ? deps.kernel() : deps.kernel))

  const sinks = {
    view: (name: string, view: ViewLoader | ViewDefinition) => addRecord('view', name, typeof view === 'function' ? { load: view } : view),
    accountAction: (entry: AccountActionEntry) => addRecord('accountAction', entry.id, entry),
    accountTab: (entry: AccountTabEntry) => addRecord('accountTab', entry.id, entry),
    slot: <S extends SlotName>(slot: S, entry: SlotEntries[S]) => addRecord(slot, entry.id, entry),
  }

  async function activate(manifest: PluginManifest, session: PluginSession) {
    // One import of the plugin's module per activation, shared by activate and the loaders the
    // manifest names instead of importing.
    let imported: Promise<PluginModule> | undefined
    const loadModule = () => (imported ??= manifest.load?.())
    const declared = resolveNamedLoaders(manifest, loadModule)
    // The manifest's data registers at once, in the same tick as sync(): a modal opened right
    // after createAppKit finds the views, whatever code is still loading.
    batch(() => {
      for (const [name, view] of declared.views) session.track(sinks.view(name, view))
      for (const entry of manifest.accountActions ?? []) session.track(sinks.accountAction(entry))
      for (const entry of declared.accountTabs) session.track(sinks.accountTab(entry))
      for (const slot of SLOT_NAMES) for (const entry of declared.slots[slot]) session.track(sinks.slot(slot, entry as never))
    })
    // The plugin's messages load beside its code; a pack that fails to load leaves it in English.
    const messages = manifest.messages?.().then(
      (m) => deps.registerMessages?.(manifest.id, m.default),
      (error: unknown) => deps.logger.warn(`plugin ${manifest.id}: its messages did not load`, error),
    )
    if (manifest.load) {
      const [module, services, { createPluginContext }] = await Promise.all([loadModule()!, kernelOf(), import('./createPluginContext')])
      if (session.cancelled) return // its flag went off while the code loaded
      // A named loader the module lacks would only fail when shown: say so now, to its author.
      for (const name of declared.names) if (!module.views?.[name]) deps.logger.error(missingLoader(manifest.id, name))
      const dispose = await batch(() => module.activate(createPluginContext(session, services, sinks)))
      if (typeof dispose === 'function') session.track(dispose)
      if (session.cancelled) return
    } else {
      for (const name of declared.names) deps.logger.error(missingLoader(manifest.id, name))
    }
    await messages
    if (session.cancelled) return
    active.push(manifest.id)
    session.track(() => {
      const index = active.indexOf(manifest.id)
      if (index < 0) return
      active.splice(index, 1)
      // A plugin that registered nothing else has no record removal to republish the list.
      publish()
    })
    publish()
  }

  function deactivate(id: string) {
    const entry = sessions.get(id)
    if (!entry) return
    sessions.delete(id)
    const { session } = entry
    session.cancelled = true
    batch(() => {
      for (const undo of session.undos.slice().reverse()) {
        try {
          undo()
        } catch (error) {
          // One failing teardown must not keep the rest of the plugin registered.
          deps.logger.error(`plugin ${id} failed to deactivate cleanly`, error)
        }
      }
    })
  }

  return {
    registry,
    async sync() {
      const work: Promise<void>[] = []
      batch(() => {
        for (const manifest of deps.manifests) {
          const isActive = sessions.has(manifest.id)
          if (wanted(manifest) && !isActive) {
            const session = newSession(manifest.id)
            const run = activate(manifest, session).catch((error) => {
              // A plugin that fails to load must not take the modal down with it, nor half stay;
              // a newer activation of the same plugin (its flag went off and on) is left alone.
              if (sessions.get(manifest.id)?.session === session) deactivate(manifest.id)
              else for (const undo of session.undos.slice().reverse()) undo()
              deps.logger.error(`plugin ${manifest.id} failed to activate`, error)
              deps.bus.emit('error', error, `plugin:${manifest.id}`)
            })
            sessions.set(manifest.id, { session, run })
            work.push(run)
          } else if (!wanted(manifest) && isActive) {
            deactivate(manifest.id)
          } else if (isActive) {
            // Still activating from an earlier sync (a flag the remote config turned on): wait for it too.
            work.push(sessions.get(manifest.id)!.run)
          }
        }
      })
      await Promise.all(work)
    },
    loadView(name) {
      const loader = registry.getState().views[name]
      if (!loader) return undefined
      let pending = loadedViews.get(loader)
      if (!pending) {
        pending = loader()
        loadedViews.set(loader, pending)
        pending.catch(() => loadedViews.delete(loader))
      }
      return pending
    },
    dispose() {
      for (const id of [...sessions.keys()].reverse()) deactivate(id)
    },
  }
}
