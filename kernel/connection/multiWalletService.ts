// The contract between the multi-wallet plugin (which implements it) and the instance members and
// hooks that read it (AppKit 1.8's connection members). Types only: with the `multiWallet` flag
// off nothing of the plugin loads and the members fall back to the one connection per namespace.
import type { Store } from '../store/createStore'
import type { ChainNamespace, Connection } from '../types'

/** AppKit 1.8's connection entry: a wallet's connector, accounts and network, with its name and icon. */
export interface WalletConnection extends Connection {
  name?: string
  icon?: string
}

export interface MultiWalletState {
  /** Live connections per namespace, the active one included (AppKit's `connections`). */
  connections: Partial<Record<ChainNamespace, WalletConnection[]>>
  /** Wallets connected before and disconnected since, newest first (AppKit's `recentConnections`). */
  recentConnections: Partial<Record<ChainNamespace, WalletConnection[]>>
  /** True while a switch to another connection is under way. */
  isSwitchingConnection: boolean
}

/** What `switchConnection`'s `onChange` (and useAppKitConnection's `onSuccess`) reports. */
export interface ConnectionChange {
  address: string
  namespace: ChainNamespace
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
}

export interface SwitchConnectionParams {
  connection: Connection
  /** One of the connection's accounts; its first when absent. */
  address?: string
  namespace: ChainNamespace
  /** AppKit's flag for a recent connection that needs the wallet again; the kit closes the modal on connect as usual. */
  closeModalOnConnect?: boolean
  onChange?: (change: ConnectionChange) => void
}

export interface DeleteConnectionParams {
  connectorId: string
  address: string
  namespace: ChainNamespace
}

export interface MultiWalletService {
  readonly store: Store<MultiWalletState>
  /** A namespace's connections, the active one first. */
  getConnections(namespace: ChainNamespace): WalletConnection[]
  /** A namespace's recent connections, without those live now. */
  getRecentConnections(namespace: ChainNamespace): WalletConnection[]
  /** Replaces a namespace's connections (AppKit's `setConnections`), the active one kept. */
  setConnections(connections: Connection[], namespace: ChainNamespace): void
  /**
   * Makes a connection the active one: a live one without asking the wallet again (its grant is
   * re-read), a recent one by connecting its wallet.
   */
  switchConnection(params: SwitchConnectionParams): Promise<void>
  /** Ends one live connection; when it was the active one, the next live one becomes active. */
  disconnectConnection(params: { connectorId: string; namespace: ChainNamespace }): Promise<void>
  /** Forgets one recent connection's address (AppKit's `deleteConnection`). */
  deleteConnection(params: DeleteConnectionParams): void
}
