import { useEffect, useState } from 'react'
import {
  ACCOUNT_STORE,
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  MODAL_CONTROLLER,
  NETWORKS_STORE,
  ROUTER,
  SNACKBAR,
  type CaipNetwork,
} from '../../../kernel'
import { Flex, Icon, ListItem, Separator, Text, useMessages, useRouterState, useService, useStoreState } from '../../components'
import { chooseNetwork } from './chooseNetwork'
import { NetworksList } from './NetworksList'
import { networksMessages } from './networksMessages'

/**
 * UnsupportedChain: the wallet is on a network the app does not support. The kernel opens it
 * when network switching is on and unsupported chains are not allowed (NET-07..09). The visitor
 * switches to a supported network (approved ones of the wallet first) or disconnects.
 */
export default function UnsupportedChainView() {
  const { data } = useRouterState()
  const networksStore = useService(NETWORKS_STORE)
  const { networks, activeNetworks, supportedNetworkIds, isUnsupported } = useStoreState(networksStore)
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const controller = useService(CONNECTION_CONTROLLER)
  const router = useService(ROUTER)
  const modal = useService(MODAL_CONTROLLER)
  const snackbar = useService(SNACKBAR)
  const [disconnecting, setDisconnecting] = useState(false)
  const t = useMessages(networksMessages)

  // The wallet moved to a supported network by itself: nothing is left to do here.
  useEffect(
    () =>
      networksStore.subscribe((next, previous) => {
        const ns = activeNamespace
        if (ns && previous.isUnsupported[ns] && !next.isUnsupported[ns] && router.getState().view === 'UnsupportedChain') modal.close()
      }),
    [networksStore, activeNamespace, router, modal],
  )

  const approved = new Set(Object.values(supportedNetworkIds).flat())
  // AppKit's order: networks the wallet approved first, then the rest as configured.
  // A feature that runs on some networks only (swap) lists just those (`allowedNetworkIds`).
  const allowed = Array.isArray(data?.allowedNetworkIds) ? (data.allowedNetworkIds as readonly string[]) : undefined
  const offered = allowed ? networks.filter((n) => allowed.includes(n.caipNetworkId)) : networks
  const sorted = [...offered].sort((a, b) => Number(approved.has(b.caipNetworkId)) - Number(approved.has(a.caipNetworkId)))
  const hasAddress = (ns: string) => Boolean(accounts[ns]?.address)
  const current = activeNamespace ? activeNetworks[activeNamespace] : undefined

  const onChoose = async (network: CaipNetwork) => {
    const choice = chooseNetwork({ network, activeNamespace, activeNetwork: isUnsupported[network.chainNamespace] ? undefined : current, hasAddress, data })
    if (choice.kind === 'switch') return router.push('SwitchNetwork', choice.data)
    if (choice.kind === 'switchActiveChain') return router.push('SwitchActiveChain', choice.data)
    if (choice.kind === 'select') {
      // No wallet to move: select the network and connect one.
      await controller.switchNetwork(network).catch(() => undefined)
      router.push('Connect')
      return
    }
    modal.close()
  }

  const onDisconnect = async () => {
    setDisconnecting(true)
    try {
      await controller.disconnect()
      modal.close()
    } catch {
      snackbar.showError(t('failedToDisconnect'))
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-unsupported-chain-view">
      <Flex direction="column" align="center" gap={8} padding="8px 8px 4px">
        <Text as="p" variant="small-400" color="secondary" align="center" data-testid="w3m-unsupported-chain-text">
          {data?.swapUnsupportedChain ? t('unsupportedSwap') : t('unsupportedApp')}
        </Text>
      </Flex>
      <Flex direction="column" gap={8} role="group" aria-label={t('supportedNetworks')}>
        <NetworksList networks={sorted} onChoose={(n) => void onChoose(n)} />
      </Flex>
      <Separator text={t('or')} />
      <ListItem
        image={<Icon name="close" />}
        label={t('disconnect')}
        loading={disconnecting}
        disabled={disconnecting}
        onClick={() => void onDisconnect()}
        data-testid="disconnect-button"
      />
    </Flex>
  )
}
