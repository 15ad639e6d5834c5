import { toDesktopRdns } from '../../connect'
import type { Connector, WalletEntry } from '../../../kernel'

const installable = (c: Connector) => c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN' || c.type === 'EXTERNAL'

/**
 * The connector of a catalogue wallet that is already in the browser (AppKit's "installed"
 * badge): same catalogue id (explorerId or id) or same rdns. Mobile rdns count as desktop ones.
 */
export function findInstalledConnector(
  wallet: Pick<WalletEntry, 'id' | 'rdns'>,
  connectors: readonly Connector[],
  isMobile = false,
): Connector | undefined {
  const rdns = wallet.rdns ? toDesktopRdns(wallet.rdns, isMobile) : undefined
  const matches = (c: Connector) => {
    const own = c.info?.rdns
    return c.explorerId === wallet.id || c.id === wallet.id || Boolean(rdns && own && toDesktopRdns(own, isMobile) === rdns)
  }
  return connectors.find((c) => installable(c) && (matches(c) || Boolean(c.connectors?.some(matches))))
}
