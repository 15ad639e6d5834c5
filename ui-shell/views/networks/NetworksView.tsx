import { useState } from 'react'
import {
  ACCOUNT_STORE,
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  NETWORKS_STORE,
  ROUTER,
  SNACKBAR,
  type CaipNetwork,
  type ChainNamespace,
} from '../../../kernel'
import { EmptyState, Flex, SearchBar, Text, useMessages, useRouterState, useService, useStoreState } from '../../components'
import { chooseNetwork } from './chooseNetwork'
import { networksMessages } from './networksMessages'
import { useNamespaceName } from './useNamespaceName'
import { NetworksList } from './NetworksList'

/**
 * Networks: the host's networks grouped by chain family, the active one marked. Picking one
 * switches through the connection controller: SwitchNetwork while the wallet is asked,
 * SwitchActiveChain to leave a connected chain family, or a plain select with no wallet.
 */
export default function NetworksView() {
  const networksStore = useService(NETWORKS_STORE)
  const { networks, activeNetworks, supportedNetworkIds } = useStoreState(networksStore)
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const accountStore = useService(ACCOUNT_STORE)
  const { accounts } = useStoreState(accountStore)
  const controller = useService(CONNECTION_CONTROLLER)
  const router = useService(ROUTER)
  const snackbar = useService(SNACKBAR)
  const { data } = useRouterState()
  const [search, setSearch] = useState('')
  const [selecting, setSelecting] = useState<string | undefined>()
  const t = useMessages(networksMessages)
  const namespaceName = useNamespaceName()

  const hasAddress = (ns: ChainNamespace) => Boolean(accounts[ns]?.address)
  const activeNetwork = activeNamespace ? activeNetworks[activeNamespace] : undefined
  // A connected wallet that named its chains (a WalletConnect session) cannot be moved elsewhere.
  const isDisabled = (n: CaipNetwork) => {
    const approved = supportedNetworkIds[n.chainNamespace]
    return hasAddress(n.chainNamespace) && Boolean(approved?.length) && !approved!.includes(n.caipNetworkId)
  }

  const onChoose = async (network: CaipNetwork) => {
    const choice = chooseNetwork({ network, activeNamespace, activeNetwork, hasAddress, data })
    if (choice.kind === 'switch') return router.push('SwitchNetwork', choice.data)
    if (choice.kind === 'switchActiveChain') return router.push('SwitchActiveChain', choice.data)
    if (choice.kind === 'select') {
      setSelecting(network.caipNetworkId)
      try {
        await controller.switchNetwork(network)
      } catch (error) {
        snackbar.showError(error)
        return
      } finally {
        setSelecting(undefined)
      }
    }
    router.goBack()
  }

  const term = search.trim().toLowerCase()
  const shown = term ? networks.filter((n) => n.name.toLowerCase().includes(term)) : networks
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  const groups = namespaces.map((ns) => ({ namespace: ns, networks: shown.filter((n) => n.chainNamespace === ns) })).filter((g) => g.networks.length > 0)

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-networks-view">
      <SearchBar value={search} onChange={setSearch} label={t('searchNetwork')} placeholder={t('searchNetwork')} data-testid="w3m-networks-search" />
      {groups.map(({ namespace, networks: list }) => (
        <Flex key={namespace} direction="column" gap={8} role="group" aria-labelledby={namespaces.length > 1 ? `w3m-networks-group-${namespace}` : undefined} aria-label={namespaces.length > 1 ? undefined : t('networks')}>
          {namespaces.length > 1 ? (
            <Text as="h3" variant="small-500" color="secondary" id={`w3m-networks-group-${namespace}`} data-testid={`w3m-networks-group-${namespace}`} style={{ paddingBlock: '4px 0', paddingInline: '4px' }}>
              {namespaceName(namespace)}
            </Text>
          ) : null}
          <NetworksList
            networks={list}
            activeId={namespace === activeNamespace ? activeNetwork?.caipNetworkId : undefined}
            busyId={selecting}
            isDisabled={isDisabled}
            onChoose={(n) => void onChoose(n)}
          />
        </Flex>
      ))}
      {groups.length === 0 ? <EmptyState icon="search" title={t('noNetworkFound')} description={t('tryAnotherName')} data-testid="w3m-networks-empty" /> : null}
    </Flex>
  )
}
