import { useEffect, useMemo } from 'react'
import {
  CONFIG,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  FEATURES,
  isMobile,
  WALLET_CATALOGUE,
  type ResolvedConfig,
} from '../../../kernel'
import { useService, useStoreState } from '../../components'
import { buildConnectView, type ConnectViewModel } from '../../connect'

export interface ConnectViewData extends ConnectViewModel {
  config: ResolvedConfig
}

const onList = (value: readonly unknown[] | false) => Array.isArray(value) && value.length > 0

/**
 * Gathers the Connect view's kernel data (connectors, recents, catalogue slice, features,
 * config, connections) and runs the pure rules of `ui-shell/connect` over it. Starts the
 * catalogue prefetch (featured, recommended, excluded) once per kit.
 */
export function useConnectViewModel(): ConnectViewData {
  const config = useService(CONFIG)
  const catalogue = useService(WALLET_CATALOGUE)
  const { connectors, recentWallets } = useStoreState(useService(CONNECTORS_STORE))
  const { connections, activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { featured, recommended, count, excludedWallets } = useStoreState(catalogue)
  const { local, remote } = useStoreState(useService(FEATURES).store)

  useEffect(() => {
    void catalogue.prefetch()
  }, [catalogue])

  const model = useMemo(() => {
    // Email and social rows need the auth plugin's connector, as in AppKit.
    const hasAuth = connectors.some((c) => c.type === 'AUTH')
    const email = hasAuth && remote.email
    const socials = hasAuth && onList(remote.socials)
    const mobile = isMobile()
    return buildConnectView({
      connectors,
      recentWallets,
      featured,
      recommended,
      customWallets: config.customWallets,
      excludedWallets,
      excludeWalletIds: config.excludeWalletIds,
      includeWalletIds: config.includeWalletIds,
      connectorTypeOrder: local.connectorTypeOrder,
      connectedConnectorIds: Object.values(connections).flatMap((c) => (c ? [c.connectorId] : [])),
      activeNamespace,
      isMobile: mobile,
      email,
      socials,
      wallets: config.enableWallets,
      connectMethodsOrder: local.connectMethodsOrder,
      legalCheckbox: local.legalCheckbox,
      collapseWallets: local.collapseWallets,
      termsConditionsUrl: config.termsConditionsUrl,
      privacyPolicyUrl: config.privacyPolicyUrl,
      allWallets: { flag: local.allWallets, option: config.allWallets, count },
    })
  }, [config, connectors, recentWallets, featured, recommended, count, excludedWallets, connections, activeNamespace, local, remote])

  return { ...model, config }
}
