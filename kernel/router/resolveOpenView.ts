import type { CaipNetwork, ChainNamespace } from '../types'
import type { OpenRequest, RouterEntry } from './viewNames'

/** What the open rules read; getters so the answer reflects the kit's state at call time. */
export interface OpenViewContext {
  /** The connected CAIP address for a namespace (the active namespace when omitted). */
  getCaipAddress(namespace?: ChainNamespace): string | undefined
  getActiveNamespace(): ChainNamespace | undefined
  /** False when the host configured no chain adapter (WalletConnect-only "basic" kit). */
  hasChainAdapters(): boolean
  isManualWCControl(): boolean
  isMobile(): boolean
  /** The network a namespace switch lands on: that namespace's active network, else its first. */
  getNetworkForNamespace(namespace: ChainNamespace): CaipNetwork | undefined
}

/**
 * The view `open()` shows (spec §2 "Opening"), checked in AppKit's order:
 * namespace switch, WalletConnect-only, explicit view, then the default.
 *
 * Reading of "The modal does not open if a wallet is already connected" (RTR-07): read against
 * "Default: Account if an address is connected", it cannot mean open() is refused, or the
 * Account view would be unreachable. It qualifies the WalletConnect-only rule: with no chain
 * adapters (or manualWCControl) the connecting views (AllWallets / ConnectingWalletConnectBasic)
 * do not open for a connected wallet; the modal shows Account instead.
 */
export function resolveOpenView(ctx: OpenViewContext, request: OpenRequest = {}): RouterEntry {
  const { namespace } = request
  // SWAP-03: as in AppKit, the Swap view's `arguments` travel as its data's `swap`.
  const requestData = request.view === 'Swap' && request.arguments ? { ...request.data, swap: request.arguments } : request.data
  const activeNamespace = ctx.getActiveNamespace()

  // RTR-09: another namespace than the active one starts the network-switch flow.
  if (namespace && activeNamespace && namespace !== activeNamespace) {
    const network = ctx.getNetworkForNamespace(namespace)
    if (network) {
      const navigateTo = request.view ?? (ctx.getCaipAddress(namespace) ? 'Account' : 'Connect')
      return {
        view: 'SwitchActiveChain',
        data: { ...requestData, switchToChain: namespace, navigateTo, navigateWithReplace: true, network },
      }
    }
    // No network known for that namespace: nothing to switch to, so fall through to the usual rules.
  }

  const caipAddress = ctx.getCaipAddress(namespace)

  // RTR-06 / RTR-07: a WalletConnect-only kit connects through the QR flow, unless already connected.
  if (!caipAddress && (!ctx.hasChainAdapters() || ctx.isManualWCControl())) {
    return { view: ctx.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic', data: undefined }
  }

  // RTR-08
  if (request.view) return { view: request.view, data: requestData }

  // RTR-05
  return { view: caipAddress ? 'Account' : 'Connect', data: undefined }
}
