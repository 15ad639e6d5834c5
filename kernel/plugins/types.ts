import type { ResolvedConfig } from '../config/resolveConfig'
import type { RouterData } from '../router/viewNames'
import type { ChainNamespace } from '../types'
import type { LoaderOrName, ManifestSlots } from './slots'
import type { CatalogueLoaders } from '../i18n/defineMessages'

/** Feature flag keys a plugin can be gated by (spec §6), plus flags plugins add. */
export type FeatureFlag =
  | 'send'
  | 'receive'
  | 'swaps'
  | 'onramp'
  | 'activity'
  | 'email'
  | 'socials'
  | 'allWallets'
  | 'legalCheckbox'
  | 'smartSessions'
  | 'collapseWallets'
  | 'pay'
  | (string & {})

/** A lazily imported view module; the kernel never looks inside (it knows no React). */
export type ViewLoader = () => Promise<{ default: unknown }>

/** The header title of a view: fixed, or read from the view's router data. */
export type ViewTitle = string | ((data: RouterData | undefined) => string | undefined)

/** A view with its header title; a bare loader is a view whose title the view sets itself. */
export interface ViewDefinition {
  load: ViewLoader
  title?: ViewTitle
}

/**
 * A manifest view whose loader is in the plugin's module (its `views`, keyed by the view's
 * name) rather than in the manifest: the manifest then holds no `import()` for it, so the host's
 * bundler puts no preload list for the view into the first bundle. The name and title still
 * register at once; the first show loads the module (already loading with the plugin), then the view.
 */
export interface ViewDeclaration {
  title?: ViewTitle
}

/** An account tab as a manifest declares it: its view may be named (LoaderOrName). */
export type DeclaredAccountTab = Omit<AccountTabEntry, 'view'> & { view: LoaderOrName }

/** An entry in the Account view's action row, ordered by `features.walletFeaturesOrder`. */
export interface AccountActionEntry {
  id: string
  /** Place among actions that `walletFeaturesOrder` does not name (those come first, in its order). */
  order?: number
  view: string
  label?: string
  /** An SVG path (24×24 box) for its icon. */
  icon?: string
  /** The button's `data-testid`; `wallet-features-<id>-button` when absent (AppKit's pattern). */
  testId?: string
  /** Namespaces this action is offered on; all when absent. */
  namespaces?: readonly ChainNamespace[]
}

/** An entry in the Account view's tabs (Tokens, NFTs, Activity). */
export interface AccountTabEntry {
  id: string
  order: number
  label: string
  view: ViewLoader
  namespaces?: readonly ChainNamespace[]
}

/** A plugin's implementation module: `activate` registers what the plugin does into the kit. */
export interface PluginModule {
  /**
   * Everything registered through `ctx` is undone on deactivation; the returned function (or
   * `ctx.onDispose`) undoes the rest.
   */
  activate(ctx: import('./pluginContext').PluginContext): void | (() => void) | Promise<void | (() => void)>
  /**
   * Loaders the manifest refers to by name: its views declared without `load` (by view name) and
   * the slot components and tab views it names instead of importing.
   */
  views?: Readonly<Record<string, ViewLoader>>
}

/** The data a plugin's index.ts exports; all that sits in the host's first bundle for it. */
export interface PluginManifest {
  id: string
  /**
   * Flag key; when it resolves off, neither `load` nor any view thunk is ever called. A list
   * means any of them: the plugin loads while at least one is on (email or socials for the
   * embedded wallet).
   */
  feature?: FeatureFlag | readonly FeatureFlag[]
  /**
   * Whether the plugin applies to this kit at all, decided from the resolved config before
   * anything loads (like Vite's `apply`): `false` costs the visitor no bytes, as a flag off does.
   */
  apply?: (config: ResolvedConfig) => boolean
  views?: Readonly<Record<string, ViewLoader | ViewDefinition | ViewDeclaration>>
  accountActions?: readonly AccountActionEntry[]
  accountTabs?: readonly DeclaredAccountTab[]
  slots?: ManifestSlots
  load?: () => Promise<PluginModule>
  /**
   * The plugin's translations: a module whose default export maps each locale to its chunk
   * (`{ ar: () => import('./locales/ar'), … }`). English stays beside the views
   * (`defineMessages(<plugin id>, area, {...})`); view titles, account actions and tabs above are
   * the English of `views.<name>`, `actions.<id>` and `tabs.<id>` in the pack.
   */
  messages?: () => Promise<{ default: CatalogueLoaders }>
}

/** Declares a plugin; returns the manifest as given (typed), so it stays plain data. */
export function definePlugin<const M extends PluginManifest>(manifest: M): M {
  return manifest
}

export interface Logger {
  debug(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}
