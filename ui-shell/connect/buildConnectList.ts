import type { AllWalletsOption, ChainNamespace, Connector, ConnectorTypeOrder, CustomWallet, WalletEntry } from '../../kernel'
import { allWalletsTagCount, allWalletsTagLabel, showAllWallets } from './connectViewFlags'
import { dedupeInstalledConnectors } from './dedupeInstalledConnectors'
import { filterOutPresentWallets } from './filterOutPresentWallets'
import { isConnectorShown, type ConnectorVisibilityContext } from './isConnectorShown'
import { isConnectedWithWalletConnect, isWalletConnectConnector, isWalletConnectShown } from './isWalletConnectShown'
import { orderConnectors } from './orderConnectors'
import type { ConnectListItem, ConnectListTag, ConnectorListItem, ConnectorSubtype, ExcludedWalletInfo, WalletListItem, WalletSubtype } from './types'

/** How many rows the Connect view fills before recommended wallets stop (AppKit's cap). */
export const CONNECT_VIEW_WALLET_SLOTS = 4

export interface ConnectListInput {
  /** ConnectorsStore `connectors`. */
  connectors: readonly Connector[]
  /** ConnectorsStore `recentWallets` (newest first). */
  recentWallets: readonly WalletEntry[]
  /** Catalogue slice `featured` and `recommended`. */
  featured: readonly WalletEntry[]
  recommended: readonly WalletEntry[]
  /** Config `customWallets`. */
  customWallets?: readonly CustomWallet[]
  /** Catalogue slice `excludedWallets`, and config include/exclude ids. */
  excludedWallets?: readonly ExcludedWalletInfo[]
  excludeWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  /** Config `features.connectorTypeOrder` (CONV-04). */
  connectorTypeOrder?: readonly ConnectorTypeOrder[]
  /** Connector ids of the live connections (ConnectionStore `connections[ns].connectorId`). */
  connectedConnectorIds?: readonly string[]
  /** Recent wallets that cannot connect on this namespace are left out. */
  activeNamespace?: ChainNamespace
  isMobile: boolean
  /** window.ethereum exists (CONV-06); default: the Browser Wallet connector has a provider. */
  hasInjectedProvider?: boolean
  /** Email and social login rows take slots from recommended wallets. */
  email?: boolean
  socials?: boolean
  /** The All-wallets row: feature flag, AppKit option and the catalogue slice's `count`. */
  allWallets?: { flag: boolean; option?: AllWalletsOption; count: number }
}

const selectorId = (id: string) => `wallet-selector-${id}`
const lowerIncludes = (list: readonly string[], id: string) => list.some((x) => x.toLowerCase() === id.toLowerCase())

function isRecentShown(wallet: WalletEntry, input: ConnectListInput, excluded: ConnectorVisibilityContext): boolean {
  const excludedWallets = excluded.excludedWallets ?? []
  const name = wallet.name.toLowerCase()
  if (excludedWallets.some((w) => (w.rdns && w.rdns === wallet.rdns) || w.name.toLowerCase() === name)) return false
  if (excluded.excludeWalletIds?.includes(wallet.id)) return false
  // A wallet that is also an installed connector is already listed as that connector.
  if (input.connectors.some((c) => c.id === wallet.id || c.name === wallet.name)) return false
  const ns = input.activeNamespace
  return !ns || !wallet.chains?.length || wallet.chains.some((chain) => chain.split(':')[0] === ns)
}

/**
 * The Connect view's wallet list: the WalletConnect row, recent, installed, featured, custom,
 * external and recommended wallets in the configured order, each filtered by spec §5's
 * visibility rules, then the All-wallets row.
 */
export function buildConnectList(input: ConnectListInput): ConnectListItem[] {
  const { isMobile } = input
  const connectedIds = input.connectedConnectorIds ?? []
  const viaWalletConnect = isConnectedWithWalletConnect(connectedIds)
  const visibility: ConnectorVisibilityContext = {
    isMobile,
    excludedWallets: input.excludedWallets,
    excludeWalletIds: input.excludeWalletIds,
    includeWalletIds: input.includeWalletIds,
    hasInjectedProvider: input.hasInjectedProvider,
  }

  const connectorItem = (connector: Connector, subtype: ConnectorSubtype, group: ConnectorTypeOrder, namespaces: readonly ChainNamespace[]): ConnectorListItem => {
    const installed = subtype === 'injected' || subtype === 'announced' || subtype === 'multiChain'
    const tags: ConnectListTag[] =
      subtype === 'walletConnect'
        ? ['QR_CODE']
        : installed
          ? [[connector, ...(connector.connectors ?? [])].some((c) => lowerIncludes(connectedIds, c.id)) ? 'CONNECTED' : 'INSTALLED']
          : []
    const disabled = (subtype === 'walletConnect' || subtype === 'external') && viaWalletConnect
    return { kind: 'connector', subtype, group, connector, namespaces, testId: selectorId(connector.id.toLowerCase()), tags, disabled }
  }
  const walletItem = (wallet: WalletEntry, subtype: WalletSubtype): WalletListItem => ({
    kind: 'wallet',
    subtype,
    group: subtype,
    wallet,
    testId: selectorId(wallet.id),
    tags: subtype === 'recent' ? ['RECENT'] : [],
    // Catalogue wallets connect over WalletConnect; a second session is not offered (AppKit).
    disabled: viaWalletConnect,
  })

  const walletConnect = input.connectors.find(isWalletConnectConnector)
  const subtypeOf = (c: Connector): ConnectorSubtype =>
    c.type === 'MULTI_CHAIN' ? 'multiChain' : c.type === 'ANNOUNCED' ? 'announced' : 'injected'
  const installed = dedupeInstalledConnectors(
    input.connectors.filter(
      (c) =>
        (c.type === 'MULTI_CHAIN' || c.type === 'ANNOUNCED' || c.type === 'INJECTED') &&
        !isWalletConnectConnector(c) &&
        c.name !== 'WalletConnect' &&
        (c.type === 'MULTI_CHAIN' || isConnectorShown(c, visibility)),
    ),
  ).map((g) => connectorItem(g.connector, subtypeOf(g.connector), 'injected', g.namespaces))
  const external = input.connectors
    .filter((c) => c.type === 'EXTERNAL' && isConnectorShown(c, visibility))
    .map((c) => connectorItem(c, 'external', 'external', [c.chain]))

  const present = { connectors: input.connectors, recentWallets: input.recentWallets, isMobile }
  const recent = input.recentWallets.filter((w) => isRecentShown(w, input, visibility)).map((w) => walletItem(w, 'recent'))
  const featured = filterOutPresentWallets(input.featured, present).map((w) => walletItem(w, 'featured'))
  const custom = filterOutPresentWallets(input.customWallets ?? [], present).map((w) => walletItem(w, 'custom'))

  // Recommended wallets fill what is left of the first rows (AppKit's getCappedRecommendedWallets).
  const taken = featured.length + custom.length + installed.length + (input.email ? 1 : 0) + (input.socials ? 1 : 0)
  const anyWay = Boolean(walletConnect) || installed.length > 0 || custom.length > 0
  const recommended = anyWay
    ? filterOutPresentWallets(input.recommended, present)
        .slice(0, Math.max(0, CONNECT_VIEW_WALLET_SLOTS - taken))
        .map((w) => walletItem(w, 'recommended'))
    : []

  const walletConnectRow =
    walletConnect && !isMobile && isWalletConnectShown({ connectedConnectorIds: connectedIds })
      ? [connectorItem(walletConnect, 'walletConnect', 'walletConnect', [])]
      : []

  const groups = orderConnectors<ConnectListItem>(
    { walletConnect: walletConnectRow, recent, injected: installed, featured, custom, external, recommended },
    input.connectorTypeOrder,
  )
  const items: ConnectListItem[] = groups.flatMap((g) => g.items)

  const all = input.allWallets
  if (all && walletConnect && showAllWallets({ flag: all.flag, option: all.option, isMobile })) {
    const tagCount = allWalletsTagCount(all.count, input.featured.length)
    items.push({ kind: 'allWallets', testId: 'all-wallets', tagLabel: allWalletsTagLabel(all.count, input.featured.length), tagCount, disabled: viaWalletConnect })
  }
  return items
}
