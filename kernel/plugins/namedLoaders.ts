import { SLOT_NAMES, type LoaderOrName, type SlotEntries, type SlotName } from './slots'
import type { AccountTabEntry, PluginManifest, PluginModule, ViewDefinition, ViewLoader } from './types'

/** Thrown by a named loader's first use, and logged at activation, when the module lacks it. */
export const missingLoader = (plugin: string, name: string) => `plugin ${plugin}: no loader named ${name}, in its manifest or in its module's views`

/** What a manifest registers, each loader it names (rather than imports) resolved through its module. */
export interface ResolvedManifest {
  views: [string, ViewLoader | ViewDefinition][]
  accountTabs: AccountTabEntry[]
  slots: { [K in SlotName]: SlotEntries[K][] }
  /** The names it used; each must be a loader in the module's `views`. */
  names: string[]
}

/**
 * A view declared without `load` is named by its own name; a slot component or a tab view given
 * as a string names a loader. Each becomes a loader that imports the plugin's module first.
 */
export function resolveNamedLoaders(manifest: PluginManifest, loadModule: () => Promise<PluginModule> | undefined): ResolvedManifest {
  const names: string[] = []
  const named = (name: string): ViewLoader => {
    names.push(name)
    return async () => {
      // The module is the one activation imports: by the time a visitor can ask for this it has
      // usually loaded, so a named loader costs one request, as an import() in the manifest would.
      const loader = (await loadModule())?.views?.[name]
      if (!loader) throw new Error(missingLoader(manifest.id, name))
      return loader()
    }
  }
  const views = Object.entries(manifest.views ?? {}).map(([name, view]): [string, ViewLoader | ViewDefinition] =>
    [name, typeof view === 'function' || 'load' in view ? (view as ViewLoader | ViewDefinition) : { ...view, load: named(name) }])
  const accountTabs = (manifest.accountTabs ?? []).map((tab) => (typeof tab.view === 'string' ? { ...tab, view: named(tab.view) } : (tab as AccountTabEntry)))
  const slotEntries = (slot: SlotName) =>
    (manifest.slots?.[slot] ?? []).map((entry) => {
      const component = (entry as { component?: LoaderOrName }).component
      return typeof component === 'string' ? { ...entry, component: named(component) } : entry
    })
  const slots = Object.fromEntries(SLOT_NAMES.map((slot) => [slot, slotEntries(slot)])) as unknown as ResolvedManifest['slots']
  return { views, accountTabs, slots, names }
}
