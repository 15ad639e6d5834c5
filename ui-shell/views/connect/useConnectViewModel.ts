import { useEffect, useMemo } from 'react'
import {
  CONFIG,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  FEATURES,
  isMobile,
  KIT_CONTAINER,
  prefetchConnectView,
  WALLET_CATALOGUE,
  type ChainNamespace,
  type ResolvedConfig,
} from '../../../kernel'
import { useRouterState, useService, useStoreState } from '../../components'
import { buildConnectView, connectorsForNamespace, recentWalletsForNamespace, type ConnectViewModel } from '../../connect'
import { useKit } from '../../kit/useKit'
import { useSlot } from '../../slots/useSlot'

export interface ConnectViewData extends ConnectViewModel {
  config: ResolvedConfig
}

const onList = (value: readonly unknown[] | false) => Array.isArray(value) && value.length > 0

/**
 * Gathers the Connect view's kernel data (connectors, recents, catalogue slice, features,
 * config, connections) and runs the pure rules of `ui-shell/connect` over it. Starts the
 * catalogue prefetch (featured, recommended, excluded, first images) once per kit; on idle
 * before the first open, the modal preload has usually run it already.
 */
export function useConnectViewModel(): ConnectViewData {
  const config = useService(CONFIG)
  const catalogue = useService(WALLET_CATALOGUE)
  const { connectors, recentWallets } = useStoreState(useService(CONNECTORS_STORE))
  const { connections, activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { featured, recommended, count, excludedWallets } = useStoreState(catalogue)
  const { local, remote } = useStoreState(useService(FEATURES).store)
  const methodEntries = useSlot('connectMethods')
  // "Add wallet" on a namespace's tab of ProfileWallets (AppKit's addWalletForNamespace): that
  // namespace's wallets only. Read from the Connect entry, so a view pushed on top changes nothing.
  const { history } = useRouterState()
  const connectData = history.filter((entry) => entry.view === 'Connect').at(-1)?.data
  const forNamespace = typeof connectData?.addWalletForNamespace === 'string' ? (connectData.addWalletForNamespace as ChainNamespace) : undefined

  const kit = useKit()
  useEffect(() => {
    void prefetchConnectView(kit[KIT_CONTAINER])
  }, [kit])

  const model = useMemo(() => {
    // Email and social login are drawn by a plugin (the embedded wallet's) through the
    // connectMethods slot; the remote features decide whether they are offered.
    const offers = (method: string) => methodEntries.some((entry) => entry.method === method)
    const email = offers('email') && remote.email
    const socials = offers('social') && onList(remote.socials)
    const mobile = isMobile()
    return buildConnectView({
      connectors: forNamespace ? connectorsForNamespace(connectors, forNamespace) : connectors,
      recentWallets: forNamespace ? recentWalletsForNamespace(recentWallets, connectors, forNamespace) : recentWallets,
      featured,
      recommended,
      customWallets: config.customWallets,
      excludedWallets,
      excludeWalletIds: config.excludeWalletIds,
      includeWalletIds: config.includeWalletIds,
      connectorTypeOrder: local.connectorTypeOrder,
      connectedConnectorIds: Object.values(connections).flatMap((c) => (c ? [c.connectorId] : [])),
      activeNamespace: forNamespace ?? activeNamespace,
      isMobile: mobile,
      email,
      socials,
      wallets: config.enableWallets,
      connectMethodsOrder: local.connectMethodsOrder,
      legalCheckbox: local.legalCheckbox,
      // AppKit's showWallets option and features.emailShowWallets: false puts the wallets behind
      // "Continue with a wallet" when email or socials are offered, as collapseWallets does.
      collapseWallets: local.collapseWallets || !config.showWallets || !local.emailShowWallets,
      termsConditionsUrl: config.termsConditionsUrl,
      privacyPolicyUrl: config.privacyPolicyUrl,
      allWallets: { flag: local.allWallets, option: config.allWallets, count },
    })
  }, [config, connectors, recentWallets, featured, recommended, count, excludedWallets, connections, activeNamespace, forNamespace, local, remote, methodEntries])

  return { ...model, config }
}
