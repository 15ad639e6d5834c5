import { useState } from 'react'
import { ACCOUNT_STORE, CONNECTION_CONTROLLER, CONNECTION_STORE, MULTI_WALLET, SNACKBAR, type ChainNamespace, type WalletConnection } from '../../../kernel/plugin'
import { Button, EmptyState, Flex, Link, Text, useFormat, useMessages, useService, useStoreState } from '../../../ui-shell/components'
import { ConnectionRow } from './ConnectionRow'
import { profileWalletsMessages as m } from './profileWalletsMessages'

export interface NamespaceWalletsProps {
  namespace: ChainNamespace
  /** The chain's name as the locale writes it; absent for a namespace without words of its own. */
  chain: string | undefined
  /** "Add wallet": the Connect view for this namespace. */
  onAdd(): void
}

/**
 * One namespace's wallets in ProfileWallets: the active one, the other connected ones (switch to
 * or disconnect), the recent ones (connect again or forget) and "Add wallet"; AppKit's empty state
 * when the namespace has none of them.
 */
export function NamespaceWallets({ namespace, chain, onAdd }: NamespaceWalletsProps) {
  const service = useService(MULTI_WALLET)
  useStoreState(service.store)
  const { connections } = useStoreState(useService(CONNECTION_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const controller = useService(CONNECTION_CONTROLLER)
  const snackbar = useService(SNACKBAR)
  const [busy, setBusy] = useState<string | undefined>(undefined)
  const t = useMessages(m)
  const format = useFormat()

  const activeId = connections[namespace]?.connectorId
  const address = accounts[namespace]?.address
  const live = service.getConnections(namespace)
  const active = live.find((c) => c.connectorId === activeId)
  const others = live.filter((c) => c.connectorId !== activeId)
  const recent = service.getRecentConnections(namespace)
  const count = live.reduce((n, c) => n + c.accounts.length, 0)

  if (live.length === 0 && recent.length === 0 && !address) {
    return (
      <EmptyState
        icon="wallet"
        data-testid="empty-template"
        title={t('emptyTitle')}
        description={chain ? t('emptyDescription', { chain }) : t('emptyDescriptionAny')}
        action={{ label: chain ? t('emptyAction', { chain }) : t('emptyActionAny'), onClick: onAdd }}
      />
    )
  }

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key)
    try {
      await work()
    } catch (error) {
      snackbar.showError(error)
    } finally {
      setBusy(undefined)
    }
  }
  const nameOf = (c: WalletConnection) => c.name ?? c.connectorId
  const rows = (list: WalletConnection[], kind: 'active-connection' | 'recent-connection') =>
    list.flatMap((c) =>
      c.accounts.map((account) => {
        const key = `${kind}:${c.connectorId}:${account.address}`
        return (
          <ConnectionRow
            key={key}
            testId={kind}
            name={nameOf(c)}
            icon={c.icon}
            address={account.address}
            action={kind === 'recent-connection' ? 'connect' : 'switch'}
            busy={busy === key}
            onAction={() => void run(key, () => service.switchConnection({ connection: c, address: account.address, namespace }))}
            onRemove={() =>
              kind === 'recent-connection'
                ? service.deleteConnection({ connectorId: c.connectorId, address: account.address, namespace })
                : void run(key, () => service.disconnectConnection({ connectorId: c.connectorId, namespace }))
            }
          />
        )
      }),
    )

  return (
    <Flex direction="column" gap={12}>
      <Flex align="center" justify="space-between" gap={8}>
        <Text as="h2" variant="paragraph-500" color="secondary">
          {/* AppKit's ProfileWallets names the count balance-amount (its lab reads the number there). */}
          {withCount(t('connected', { count }), format.number(count))}
        </Text>
        {live.length > 0 ? (
          <Link onClick={() => void run('all', () => controller.disconnect(namespace))} data-testid="disconnect-all-button">
            {t('disconnectAll')}
          </Link>
        ) : null}
      </Flex>
      {active && address ? (
        <ConnectionRow
          testId="wui-active-profile-wallet-item"
          name={nameOf(active)}
          icon={active.icon}
          address={address}
          onRemove={() => void run('active', () => service.disconnectConnection({ connectorId: active.connectorId, namespace }))}
        />
      ) : null}
      {others.length > 0 ? (
        <Flex direction="column" gap={8} role="group" aria-label={t('others')}>
          {rows(others, 'active-connection')}
        </Flex>
      ) : null}
      {recent.length > 0 ? (
        <Flex direction="column" gap={8} role="group" aria-labelledby={`w3m-recently-connected-${namespace}`}>
          <Text as="h3" id={`w3m-recently-connected-${namespace}`} variant="small-500" color="secondary" data-testid="recently-connected-text">
            {t('recent')}
          </Text>
          {rows(recent, 'recent-connection')}
        </Flex>
      ) : null}
      <Button variant="neutral" fullWidth onClick={onAdd} data-testid="add-connection-button">
        {t('add')}
      </Button>
    </Flex>
  )
}

/** The sentence with its number (as the locale writes it) in AppKit's `balance-amount` span. */
function withCount(sentence: string, number: string) {
  const at = sentence.indexOf(number)
  if (at < 0) return sentence
  return (
    <>
      {sentence.slice(0, at)}
      <span data-testid="balance-amount">{number}</span>
      {sentence.slice(at + number.length)}
    </>
  )
}
