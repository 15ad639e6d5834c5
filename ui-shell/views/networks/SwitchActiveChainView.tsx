import { useState } from 'react'
import {
  ACCOUNT_STORE,
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  NETWORKS_STORE,
  ROUTER,
  errorMessage,
  type CaipNetwork,
  type ViewData,
} from '../../../kernel'
import { Button, EmptyState, Flex, NetworkImage, Text, useMessages, useRouterState, useService, useStoreState } from '../../components'
import { multiChainSibling } from '../../connect/multiChainSibling'
import { namespaceName } from './namespaceName'
import { networksMessages } from './networksMessages'
import { useNamespaceName } from './useNamespaceName'

/**
 * SwitchActiveChain (router data `{ switchToChain, navigateTo, navigateWithReplace, network }`,
 * RTR-03): confirms leaving the active chain family, switches the active namespace through the
 * connection controller (NET-02, NET-05), then shows `navigateTo`, replacing this view when asked.
 */
export default function SwitchActiveChainView() {
  const { data } = useRouterState()
  const { switchToChain, navigateTo, navigateWithReplace, network } = (data ?? {}) as Partial<ViewData<'SwitchActiveChain'>>
  const controller = useService(CONNECTION_CONTROLLER)
  const router = useService(ROUTER)
  const networks = useService(NETWORKS_STORE)
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const { connections, activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { connectors } = useStoreState(useService(CONNECTORS_STORE))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const t = useMessages(networksMessages)
  const shownName = useNamespaceName()

  if (!switchToChain) return <EmptyState icon="warning" title={t('nothingToSwitchTo')} data-testid="w3m-switch-active-chain-missing" />

  // The test id keeps AppKit's English name; the text shows the locale's.
  const chainId = namespaceName(switchToChain)
  const chain = shownName(switchToChain)
  const target: CaipNetwork | undefined = network ?? networks.getState().activeNetworks[switchToChain] ?? networks.networksOf(switchToChain)[0]
  const connected = Boolean(accounts[switchToChain]?.address)
  // The wallet connected now offers this namespace too (a multi-chain wallet): connect it directly.
  const sibling = connected ? undefined : multiChainSibling(connectors, activeNamespace ? connections[activeNamespace]?.connectorId : undefined, switchToChain)

  const onSwitch = async () => {
    if (!target) return
    setBusy(true)
    setError(undefined)
    try {
      if (sibling) await controller.connect({ connector: sibling, namespace: switchToChain, network: target })
      else await controller.switchNetwork(target)
    } catch (reason) {
      setError(errorMessage(reason))
      setBusy(false)
      return
    }
    setBusy(false)
    // Connected through the same wallet: the account, not the Connect view, comes next.
    const next = sibling && (!navigateTo || navigateTo === 'Connect') ? 'Account' : (navigateTo ?? (connected ? 'Account' : 'Connect'))
    if (navigateWithReplace) router.replace(next)
    else router.push(next)
  }

  return (
    <Flex direction="column" align="center" gap={24} padding="24px 16px 24px" data-testid="w3m-switch-active-chain-view">
      <NetworkImage network={target} size={72} />
      <Flex direction="column" align="center" gap={8}>
        <Text as="p" variant="large-500" align="center" data-testid={`w3m-switch-active-chain-to-${chainId}`}>
          {t('switchToChain', { chain })}
        </Text>
        <Text as="p" variant="small-400" color="secondary" align="center">
          {connected
            ? t('accountConnected', { chain })
            : sibling
              ? t('sameWallet', { wallet: sibling.info?.name ?? sibling.name, chain })
              : t('needsWallet', { chain })}
        </Text>
        {error ? (
          <Text as="p" variant="small-400" color="error" align="center" role="alert" data-testid="w3m-switch-active-chain-error" title={error}>
            {t('switchDeclined')}
          </Text>
        ) : null}
      </Flex>
      <Button variant="accent" loading={busy} disabled={!target} onClick={() => void onSwitch()} data-testid="w3m-switch-active-chain-button">
        {sibling ? t('connect') : t('switch')}
      </Button>
    </Flex>
  )
}
