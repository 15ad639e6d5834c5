import type { DependencyContainer } from '../container/tsyringe'
import type { EventBus } from '../bus/createEventBus'
import type { ResolvedConfig } from '../config/resolveConfig'
import type {
  AccountType,
  CaipNetwork,
  ChainNamespace,
  Connection,
  Connector,
  RequestProvider,
} from '../types'

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

/** Wallet-side changes a chain plugin reports after connect (provider events), turned into state by the kernel. */
export type ChainAdapterEvent =
  | { type: 'chainChanged'; chainId: string | number }
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'disconnect' }

/** What a chain-family plugin gives the kernel (eip155, solana, bip122, generic, third parties). */
/** What the kit tells a chain adapter when it registers it: the config parts an adapter needs. */
export interface ChainAdapterContext {
  projectId: string
  /** Base URLs (blockchain API for the bundler and RPC gateway, relay, ...). */
  endpoints: Readonly<{ api: string; blockchainApi: string; relay: string; secureSite: string }>
  /** The host's networks of this adapter's namespace, in CAIP form. */
  networks: readonly CaipNetwork[]
  enableEIP6963: boolean
  enableInjected: boolean
  logger: Logger
}

export interface ChainAdapter {
  namespace: ChainNamespace
  /**
   * Set on the stand-in the WalletConnect plugin registers for a namespace no chain plugin
   * serves: such a kit counts as having no chain adapters (RTR-06).
   */
  walletConnectOnly?: boolean
  /** Called once when the kit registers the adapter, before any other member. */
  configure?(context: ChainAdapterContext): void
  /**
   * A connector to connect without the visitor choosing one (the multisig host app on EVM,
   * CNR-09). Asked at startup when the namespace has no restored connection.
   */
  autoConnectConnector?(): Promise<Connector | undefined>
  /** Default preferred account type for this family (spec §6). */
  defaultAccountType?: AccountType
  isAddress(address: string): boolean
  /** Connectors this family discovers on the page (injected, announced, wallet-standard). */
  getConnectors?(): Connector[]
  /** Called when connectors appear or go away after startup (EIP-6963 announcements). */
  watchConnectors?(onChange: (connectors: Connector[]) => void): () => void
  connect(args: { connector: Connector; network: CaipNetwork }): Promise<Connection & { address: string; caipNetwork: CaipNetwork }>
  /** Restores a stored connection on startup; undefined when the wallet no longer grants it. */
  reconnect?(args: { connector: Connector; network: CaipNetwork }): Promise<(Connection & { address: string; caipNetwork: CaipNetwork }) | undefined>
  disconnect(args: { connector?: Connector }): Promise<void>
  switchNetwork(args: { network: CaipNetwork; connector?: Connector }): Promise<void>
  getBalance?(args: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }>
  signMessage?(args: { message: string; address: string; provider: RequestProvider }): Promise<string>
  /** Sends the native coin (the send plugin); `value` in the smallest unit (wei, lamports). Resolves with the transaction id. */
  sendTransfer?(args: { from: string; to: string; value: bigint; network: CaipNetwork; provider?: RequestProvider }): Promise<string>
  getProvider?(): RequestProvider | undefined
  /** Wallet-side chain, account and session changes; an unknown chain id becomes an unsupported network (NET-06). */
  watchWallet?(listener: (event: ChainAdapterEvent) => void): () => void
  /** WalletConnect namespace config for this family. */
  walletConnectNamespace?(networks: readonly CaipNetwork[]): {
    chains: string[]
    methods: string[]
    events: string[]
    rpcMap: Record<string, string>
  }
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
