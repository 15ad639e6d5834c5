import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { ROUTER } from '../../../kernel/plugin'
import { EmptyState, Flex, ListItem, SearchBar, Text, radius, useRouterState, useService, vars } from '../../../ui-shell/components'
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
  padding: 4px 10px 4px 4px;
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
  const sections = useMemo(() => tokenSections(state.tokens, search, priceOf), [state.tokens, search, priceOf])

  const choose = (token: SwapToken) => {
    service.selectToken(target, token)
    router.goBack()
  }

  const item = (token: SwapToken) => (
    <ListItem
      key={token.address}
      image={<SwapTokenImage token={token} size={32} />}
      label={token.symbol}
      description={token.name}
      trailing={
        token.balance ? (
          <Flex direction="column" align="end">
            <Text variant="small-500">{formatUsd(Number(token.balance) * priceOf(token))}</Text>
            <Text variant="small-400" color="secondary">
              {formatAmount(token.balance, 4)}
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
      <SearchBar value={search} onChange={setSearch} label="Search token" placeholder="Search token" data-testid="swap-select-token-search-input" />
      {sections.suggested.length ? (
        <Suggested role="group" aria-label="Suggested tokens">
          {sections.suggested.map((token) => (
            <SuggestedButton key={token.address} type="button" onClick={() => choose(token)} data-testid={`swap-select-token-suggested-${token.symbol}`}>
              <SwapTokenImage token={token} size={20} />
              <Text variant="small-500">{token.symbol}</Text>
            </SuggestedButton>
          ))}
        </Suggested>
      ) : null}
      {sections.yours.length ? (
        <Flex direction="column" gap={4} role="group" aria-label="Your tokens">
          <Text as="h3" variant="small-500" color="secondary">
            Your tokens
          </Text>
          {sections.yours.map(item)}
        </Flex>
      ) : null}
      {sections.others.length ? (
        <Flex direction="column" gap={4} role="group" aria-label="Tokens">
          <Text as="h3" variant="small-500" color="secondary">
            Tokens
          </Text>
          {sections.others.map(item)}
        </Flex>
      ) : null}
      {nothing && state.status !== 'loading' ? <EmptyState title="No tokens found" description={search ? `Nothing matches “${search}”.` : undefined} /> : null}
    </Flex>
  )
}
