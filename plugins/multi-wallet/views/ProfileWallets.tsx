import { useState } from 'react'
import { CHAIN_REGISTRY, CONNECTION_STORE, NETWORKS_STORE, ROUTER } from '../../../kernel/plugin'
import { Flex, Tabs, useMessages, useService, useStoreState } from '../../../ui-shell/components'
import { namespaceTabs } from './namespaceTabs'
import { NamespaceWallets } from './NamespaceWallets'
import { profileWalletsMessages as m } from './profileWalletsMessages'

const TABS_ID = 'w3m-profile-wallets'

/**
 * AppKit 1.8's ProfileWallets view. With more than one namespace configured, a tab per namespace
 * (the active one selected first), each listing that namespace's wallets or AppKit's empty state;
 * "Add wallet" connects a wallet to the namespace of the tab shown.
 */
export default function ProfileWallets() {
  const registry = useService(CHAIN_REGISTRY)
  const networks = useService(NETWORKS_STORE)
  useStoreState(networks)
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const router = useService(ROUTER)
  const t = useMessages(m)
  const tabs = namespaceTabs(registry.namespaces(), (ns) => networks.networksOf(ns).length > 0, activeNamespace)
  const [chosen, setChosen] = useState(() => tabs.findIndex((tab) => tab.namespace === activeNamespace))
  const current = tabs[chosen] ?? tabs.find((tab) => tab.namespace === activeNamespace) ?? tabs[0]

  if (!current) return <Flex direction="column" padding="0 16px 16px" data-testid="w3m-profile-wallets-view" />

  const index = tabs.indexOf(current)
  const chain = current.key ? t(current.key) : undefined
  // AppKit's `addWalletForNamespace`: the Connect view offers this namespace's wallets only.
  const add = () => router.push('Connect', { addWalletForNamespace: current.namespace })
  const wallets = <NamespaceWallets key={current.namespace} namespace={current.namespace} chain={chain} onAdd={add} />

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-profile-wallets-view">
      {tabs.length > 1 ? (
        <>
          <Tabs
            tabs={tabs.map((tab) => ({ id: tab.id, label: tab.key ? t(tab.key) : tab.namespace }))}
            active={index}
            onChange={setChosen}
            aria-label={t('tabs')}
            idPrefix={TABS_ID}
          />
          <div role="tabpanel" id={`${TABS_ID}-panel-${index}`} aria-labelledby={`${TABS_ID}-tab-${index}`} data-testid={`w3m-profile-wallets-${current.namespace}`}>
            {wallets}
          </div>
        </>
      ) : (
        wallets
      )}
    </Flex>
  )
}
