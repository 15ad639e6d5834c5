import styled from 'styled-components'
import { ACCOUNT_STORE, CONNECTION_STORE } from '../../../kernel/plugin'
import { EmptyState, Flex, Skeleton, useMessages, useOptionalService, useService, useStoreState } from '../../../ui-shell/components'
import { tokensTabMessages } from '../balancesMessages'
import type { BalancesService, BalancesState } from '../createBalancesService'
import { BALANCES } from '../tokens'
import { TokenRow } from './TokenRow'

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const IDLE: BalancesState = { loading: {} }
const idleStore = { getState: () => IDLE, subscribe: () => () => {} }

/** The service, once activation registered it (the tab entry is registered a moment before). */
const useBalances = (): BalancesService | undefined => useOptionalService(BALANCES)

/** The Account view's Tokens tab (BAL-01): the active account's token balances, or an empty state. */
export function TokensTab() {
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const service = useBalances()
  const { loading } = useStoreState(service?.state ?? idleStore)
  const tokens = activeNamespace ? (accounts[activeNamespace]?.tokenBalance ?? []) : []
  const isLoading = Boolean(activeNamespace && loading[activeNamespace])
  const t = useMessages(tokensTabMessages)

  if (tokens.length === 0 && isLoading) {
    return (
      <Flex direction="column" gap={8} aria-busy="true" aria-label={t('loading')} data-testid="tokens-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} rounded="l" />
        ))}
      </Flex>
    )
  }
  if (tokens.length === 0) {
    return (
      <EmptyState
        data-testid="empty-account-state"
        icon="wallet"
        title={t('emptyTitle')}
        description={t('emptyDescription')}
      />
    )
  }
  return (
    <List aria-label={t('list')} data-testid="account-tokens-list">
      {tokens.map((token) => (
        <TokenRow key={`${token.chainId}:${token.address ?? 'native'}:${token.symbol}`} token={token} />
      ))}
    </List>
  )
}

export default TokensTab
