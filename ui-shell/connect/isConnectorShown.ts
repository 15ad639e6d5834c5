import type { Connector } from '../../kernel'
import type { ExcludedWalletInfo } from './types'

/** The generic injected connector's name (AppKit's, kept by the eip155 chain plugin). */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

export interface ConnectorVisibilityContext {
  isMobile: boolean
  /**
   * The host's excludeWalletIds, resolved by the catalogue slice to names and rdns (AppKit looks
   * the ids up with GET /getWallets?include=...). Entries of `excludeWalletIds` are also matched
   * as rdns directly, so a host may list `io.metamask` there.
   */
  excludedWallets?: readonly ExcludedWalletInfo[]
  excludeWalletIds?: readonly string[]
  /** Connectors with a catalogue id (explorerId) are hidden when a non-empty include list lacks it. */
  includeWalletIds?: readonly string[]
  /** An injected provider exists (window.ethereum); default: the connector has a provider. */
  hasInjectedProvider?: boolean
}

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase()

/** Whether the connector is on the host's excluded list, by rdns (CONV-07) or name, case-insensitively (CONV-08). */
export function isConnectorExcluded(connector: Connector, ctx: ConnectorVisibilityContext): boolean {
  const rdns = connector.info?.rdns
  const excluded = ctx.excludedWallets ?? []
  const excludedIds = ctx.excludeWalletIds ?? []
  if (rdns && (excluded.some((w) => w.rdns === rdns) || excludedIds.includes(rdns))) return true
  const name = lower(connector.name)
  if (name && excluded.some((w) => lower(w.name) === name)) return true
  const explorerId = connector.explorerId
  return Boolean(explorerId && excludedIds.includes(explorerId))
}

/**
 * Spec §5 "Connector visibility" for one connector row. The WalletConnect row has its own rule
 * (isWalletConnectShown); AUTH connectors are the email/social widgets, not rows.
 */
export function isConnectorShown(connector: Connector, ctx: ConnectorVisibilityContext): boolean {
  if (connector.type === 'INJECTED' && connector.name === BROWSER_WALLET_NAME) {
    // CONV-05: on desktop every real extension announces itself; the generic row only duplicates one.
    if (!ctx.isMobile) return false
    // CONV-06: in a mobile browser without a wallet there is nothing to connect to.
    const installed = ctx.hasInjectedProvider ?? Boolean(connector.provider)
    if (!connector.info?.rdns && !installed) return false
  }
  const filterable = connector.type === 'INJECTED' || connector.type === 'ANNOUNCED' || connector.type === 'EXTERNAL'
  if (filterable && isConnectorExcluded(connector, ctx)) return false
  const include = ctx.includeWalletIds ?? []
  const installable = connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'
  if (installable && include.length && connector.explorerId && !include.includes(connector.explorerId)) return false
  return true
}
