import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { ROUTER } from '../../../kernel/plugin'
import { EmptyState, Flex, ListItem, SearchBar, Text, radius, useLocale, useMessages, useRouterState, useService, vars } from '../../../ui-shell/components'
import { swapSelectTokenMessages } from '../swapMessages'
import { formatAmount, formatUsd } from '../swapDetails'
import { tokenSections } from '../swapTokenLists'
import type { SwapToken } from '../swapToken'
import { SwapTokenImage } from './SwapTokenImage'
import { useSwap } from './useSwap'

const Suggested = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const SuggestedButton = styled.button`
  all: unset;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-block: 4px;
  padding-inline: 4px 10px;
  border-radius: ${radius.full};
  border: 1px solid ${vars.border};
  color: ${vars.foreground};
  font-family: inherit;
  cursor: pointer;
  &:hover { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 1px; }
`

/** AppKit's SwapSelectToken: search, suggested tokens, the account's tokens with balances, then all tokens. */
export default function SwapSelectToken() {
  const { service, state, priceOf } = useSwap()
  const router = useService(ROUTER)
  const { data } = useRouterState()
  const target = data?.target === 'toToken' ? 'toToken' : 'sourceToken'
  const [search, setSearch] = useState('')
  const t = useMessages(swapSelectTokenMessages)
  const { locale } = useLocale()
  const sections = useMemo(() => tokenSections(state.tokens, search, priceOf), [state.tokens, search, priceOf])

  const choose = (token: SwapToken) => {
    service.selectToken(target, token)
    router.goBack()
  }

  const item = (token: SwapToken) => (
    <ListItem
      key={token.address}
      image={<SwapTokenImage token={token} size={32} />}
      label={<bdi translate="no">{token.symbol}</bdi>}
      description={<bdi translate="no">{token.name}</bdi>}
      trailing={
        token.balance ? (
          <Flex direction="column" align="end">
            <Text variant="small-500">
              <bdi translate="no">{formatUsd(Number(token.balance) * priceOf(token), locale)}</bdi>
            </Text>
            <Text variant="small-400" color="secondary">
              <bdi translate="no">{formatAmount(token.balance, 4, locale)}</bdi>
            </Text>
          </Flex>
        ) : null
      }
      onClick={() => choose(token)}
      data-testid={`swap-select-token-item-${token.symbol}`}
    />
  )

  const nothing = sections.yours.length === 0 && sections.others.length === 0
  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-swap-select-token-view">
      <SearchBar value={search} onChange={setSearch} label={t('search')} placeholder={t('search')} data-testid="swap-select-token-search-input" />
      {sections.suggested.length ? (
        <Suggested role="group" aria-label={t('suggested')}>
          {sections.suggested.map((token) => (
            <SuggestedButton key={token.address} type="button" onClick={() => choose(token)} data-testid={`swap-select-token-suggested-${token.symbol}`}>
              <SwapTokenImage token={token} size={20} />
              <Text variant="small-500" translate="no">
                {token.symbol}
              </Text>
            </SuggestedButton>
          ))}
        </Suggested>
      ) : null}
      {sections.yours.length ? (
        <Flex direction="column" gap={4} role="group" aria-label={t('yourTokens')}>
          <Text as="h3" variant="small-500" color="secondary">
            {t('yourTokens')}
          </Text>
          {sections.yours.map(item)}
        </Flex>
      ) : null}
      {sections.others.length ? (
        <Flex direction="column" gap={4} role="group" aria-label={t('tokens')}>
          <Text as="h3" variant="small-500" color="secondary">
            {t('tokens')}
          </Text>
          {sections.others.map(item)}
        </Flex>
      ) : null}
      {nothing && state.status !== 'loading' ? <EmptyState title={t('noTokens')} description={search ? t('noMatch', { search }) : undefined} /> : null}
    </Flex>
  )
}
