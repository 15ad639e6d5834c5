import { useState } from 'react'
import {
  ACCOUNT_STORE,
  CONFIG,
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  MODAL_CONTROLLER,
  NETWORKS_STORE,
  SNACKBAR,
  truncateAddress,
  type ChainNamespace,
  type Connector,
} from '../../../kernel'
import { Button, Chip, EmptyState, Flex, ListItem, NetworkImage, Text, WalletImage, useErrorText, useLocale, useMessages, useRouterState, useService, useStoreState } from '../../components'
import { isolateName } from '../../connect'
import { namespaceName } from '../networks/namespaceName'
import { connectingMessages } from './connectingMessages'

type RowState = { phase: 'connecting' } | { phase: 'error'; message: string }

/**
 * ConnectingMultiChain (router data `{ connector }`, a MULTI_CHAIN connector): one row per
 * namespace the wallet offers (CNR-06). Each row connects its namespace through the wallet's own
 * connector for it, in place, so the next can be connected from here without choosing the wallet
 * again; connecting every namespace, or Done, hands over like any connect (sign-in, then close).
 */
export default function ConnectingMultiChainView() {
  const { data } = useRouterState()
  const group = data?.connector as Connector | undefined
  const controller = useService(CONNECTION_CONTROLLER)
  const modal = useService(MODAL_CONTROLLER)
  const snackbar = useService(SNACKBAR)
  const config = useService(CONFIG)
  const t = useMessages(connectingMessages)
  const say = useErrorText()
  const { dir } = useLocale()
  const { connections } = useStoreState(useService(CONNECTION_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const { activeNetworks } = useStoreState(useService(NETWORKS_STORE))
  const [rows, setRows] = useState<Partial<Record<ChainNamespace, RowState>>>({})

  const members = group?.connectors ?? []
  if (!group || members.length === 0) return <EmptyState icon="warning" title={t('noWallet')} data-testid="w3m-connecting-multi-chain-missing" />

  const connectedBy = (member: Connector) => connections[member.chain]?.connectorId === member.id && Boolean(accounts[member.chain]?.address)
  const done = members.filter(connectedBy)

  const connect = async (member: Connector) => {
    const namespace = member.chain
    setRows((r) => ({ ...r, [namespace]: { phase: 'connecting' } }))
    try {
      await controller.connect({ connector: group, namespace })
    } catch (error) {
      setRows((r) => ({ ...r, [namespace]: { phase: 'error', message: say(error) } }))
      return
    }
    setRows((r) => ({ ...r, [namespace]: undefined }))
    snackbar.showSuccess(t('walletConnected'))
    // Every namespace connected: nothing left to choose here.
    const remaining = members.filter((m) => m.chain !== namespace && !connectedBy(m))
    if (remaining.length === 0) void modal.connected({ namespace, fromView: 'ConnectingMultiChain' })
  }

  const name = group.name
  const imageSrc = config.connectorImages[group.id] ?? group.imageUrl ?? group.info?.icon
  return (
    <Flex direction="column" align="center" gap={16} padding="16px 16px 16px" data-testid="w3m-connecting-multi-chain-view">
      <WalletImage name={name} src={imageSrc} imageId={imageSrc ? undefined : group.imageId} size={72} />
      <Flex direction="column" align="center" gap={4}>
        <Text as="p" variant="paragraph-500" align="center">
          {t('multiChainTitle', { name: isolateName(name, dir) })}
        </Text>
        <Text as="p" variant="small-400" color="secondary" align="center">
          {t('multiChainHint')}
        </Text>
      </Flex>
      <Flex direction="column" gap={8} style={{ width: '100%' }} role="list" aria-label={t('chains', { name: isolateName(name, dir) })}>
        {members.map((member) => {
          const ns = member.chain
          const row = rows[ns]
          const connected = connectedBy(member)
          const address = accounts[ns]?.address
          return (
            <div role="listitem" key={ns}>
              <ListItem
                data-testid={`wui-list-chain-${ns}`}
                data-state={connected ? 'connected' : (row?.phase ?? 'idle')}
                image={<NetworkImage network={activeNetworks[ns]} size={32} />}
                label={namespaceName(ns)}
                description={
                  connected && address ? <bdi dir="ltr">{truncateAddress(address, { start: 4, end: 6 })}</bdi> : row?.phase === 'error' ? t('declined') : undefined
                }
                title={row?.phase === 'error' ? row.message : undefined}
                trailing={connected ? <Chip variant="success">{t('connected')}</Chip> : undefined}
                loading={row?.phase === 'connecting'}
                chevron={!connected}
                disabled={connected || row?.phase === 'connecting'}
                onClick={() => void connect(member)}
              />
            </div>
          )
        })}
      </Flex>
      {done.length > 0 ? (
        <Button
          variant="accent"
          fullWidth
          onClick={() => void modal.connected({ namespace: done[done.length - 1]!.chain, fromView: 'ConnectingMultiChain' })}
          data-testid="w3m-connecting-multi-chain-done"
        >
          {t('done')}
        </Button>
      ) : null}
    </Flex>
  )
}
