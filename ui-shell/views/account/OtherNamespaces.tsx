import { useState } from 'react'
import { ACCOUNT_STORE, CONNECTION_CONTROLLER, NETWORKS_STORE, SNACKBAR, truncateAddress, type ChainNamespace } from '../../../kernel'
import { Flex, NetworkImage, PillButton, Text, VisuallyHidden, useMessages, useService, useStoreState } from '../../components'
import { namespaceName } from '../networks/namespaceName'
import { accountMessages } from './accountMessages'

/**
 * The visitor's other connected namespaces (a multi-chain wallet connects several, CNR-06): one
 * pill each with its address; pressing it makes that namespace the active one.
 */
export function OtherNamespaces({ active }: { active: ChainNamespace }) {
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const { activeNetworks } = useStoreState(useService(NETWORKS_STORE))
  const controller = useService(CONNECTION_CONTROLLER)
  const snackbar = useService(SNACKBAR)
  const t = useMessages(accountMessages)
  const [switching, setSwitching] = useState<ChainNamespace | undefined>()
  const others = (Object.keys(accounts) as ChainNamespace[]).filter((ns) => ns !== active && accounts[ns]?.address && activeNetworks[ns])
  if (others.length === 0) return null

  const activate = async (namespace: ChainNamespace) => {
    const network = activeNetworks[namespace]
    if (!network) return
    setSwitching(namespace)
    try {
      await controller.switchNetwork(network)
    } catch (error) {
      snackbar.showError(error)
    } finally {
      setSwitching(undefined)
    }
  }

  return (
    <Flex direction="column" align="center" gap={6} data-testid="w3m-account-other-namespaces">
      <Text as="p" variant="small-400" color="secondary">
        {t('alsoConnected')}
      </Text>
      <Flex gap={6} wrap justify="center">
        {others.map((ns) => (
          <PillButton
            key={ns}
            data-testid={`w3m-account-namespace-${ns}`}
            disabled={switching !== undefined}
            aria-busy={switching === ns || undefined}
            image={<NetworkImage network={activeNetworks[ns]} size={20} />}
            onClick={() => void activate(ns)}
          >
            <VisuallyHidden>{t('switchTo', { chain: namespaceName(ns) })}</VisuallyHidden>
            <bdi dir="ltr">{truncateAddress(accounts[ns]!.address!, { start: 4, end: 4 })}</bdi>
          </PillButton>
        ))}
      </Flex>
    </Flex>
  )
}
