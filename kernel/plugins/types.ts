import type { DependencyContainer } from '../container/tsyringe'
import type { EventBus } from '../bus/createEventBus'
import type { ResolvedConfig } from '../config/resolveConfig'
import type { ChainNamespace, Connector } from '../types'
import type { ChainAdapter } from './chainAdapter'

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

/** An entry in the Account view's action row (spec order: onramp, swaps, receive, send). */
export interface AccountActionEntry {
  id: string
  order: number
  view: string
  label?: string
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

export interface PluginModule {
  activate(ctx: PluginContext): void | (() => void) | Promise<void | (() => void)>
}

/** The data a plugin's index.ts exports; all that sits in the host's first bundle for it. */
export interface PluginManifest {
  id: string
  /** Flag key; when it resolves off, neither `load` nor any view thunk is ever called. */
  feature?: FeatureFlag
  /**
   * Whether the plugin applies to this kit at all, decided from the resolved config before
   * anything loads (like Vite's `apply`): `false` costs the visitor no bytes, as a flag off does.
   */
  apply?: (config: ResolvedConfig) => boolean
  views?: Readonly<Record<string, ViewLoader>>
  accountActions?: readonly AccountActionEntry[]
  accountTabs?: readonly AccountTabEntry[]
  load?: () => Promise<PluginModule>
}

export function definePlugin<const M extends PluginManifest>(manifest: M): M {
  return manifest
}

export interface Logger {
  debug(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}

/** What activate(ctx) receives; a plugin gets everything else from here, never by import. */
export interface PluginContext {
  container: DependencyContainer
  bus: EventBus
  logger: Logger
  registerView(name: string, loader: ViewLoader): void
  registerAccountAction(entry: AccountActionEntry): void
  registerAccountTab(entry: AccountTabEntry): void
  registerChain(adapter: ChainAdapter): void
  registerConnector(connector: Connector): void
}
