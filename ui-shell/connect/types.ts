// What the Connect view renders, as data: the view maps each item to a list row.
import type { ChainNamespace, Connector, ConnectorTypeOrder, WalletEntry } from '../../kernel'

/** A row's badge; the view turns it into its label ("installed", "recent", ...). */
export type ConnectListTag = 'QR_CODE' | 'INSTALLED' | 'CONNECTED' | 'RECENT'

export type ConnectorSubtype = 'walletConnect' | 'multiChain' | 'announced' | 'injected' | 'external'
export type WalletSubtype = 'recent' | 'featured' | 'custom' | 'recommended'

interface ItemBase {
  /** The connector-type group the row belongs to (CONV-03). */
  group: ConnectorTypeOrder
  /** `wallet-selector-{connector id, lower case}` or `wallet-selector-{catalogue wallet id}` (AppKit's ids). */
  testId: string
  tags: readonly ConnectListTag[]
  /** AppKit greys out rows that would start a second WalletConnect session. */
  disabled: boolean
}

export interface ConnectorListItem extends ItemBase {
  kind: 'connector'
  subtype: ConnectorSubtype
  connector: Connector
  /** Every namespace this wallet connects on (a wallet announced on several chains is one row). */
  namespaces: readonly ChainNamespace[]
}

export interface WalletListItem extends ItemBase {
  kind: 'wallet'
  subtype: WalletSubtype
  wallet: WalletEntry
}

/** The "All wallets" row (testid `all-wallets`), with AppKit's rounded count label ("640+"). */
export interface AllWalletsListItem {
  kind: 'allWallets'
  testId: 'all-wallets'
  tagLabel: string
  /** The label's number and its "+", for the view to format by locale. */
  tagCount: { count: number; more: boolean }
  disabled: boolean
}

export type ConnectListItem = ConnectorListItem | WalletListItem | AllWalletsListItem

/** An excluded wallet as the catalogue slice reports it (id → name and rdns). */
export interface ExcludedWalletInfo {
  id?: string
  name: string
  rdns?: string | null
}
