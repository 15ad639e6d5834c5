import { useState } from 'react'
import styled from 'styled-components'
import type { TokenBalance } from '../../../kernel/plugin'
import { Text, radius, useLocale, vars } from '../../../ui-shell/components'
import { formatTokenAmount, formatUsd } from '../formatTokenAmount'

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  box-sizing: border-box;
  border-radius: ${radius.l};
  background: ${vars.surface};
`

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.surfaceHover};
  color: ${vars.foregroundSecondary};
  img { width: 100%; height: 100%; object-fit: cover; }
`

const Column = styled.span<{ $end?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  ${({ $end }) => ($end ? 'align-items: flex-end; flex: none;' : 'flex: 1;')}
`

export interface TokenRowProps {
  token: TokenBalance
}

/** One token of the Tokens tab: icon, name, quantity with its symbol, and USD value (BAL-13). */
export function TokenRow({ token }: TokenRowProps) {
  const [broken, setBroken] = useState(false)
  const { locale } = useLocale()
  const quantity = `${formatTokenAmount(token.quantity.numeric, locale)} ${token.symbol}`
  return (
    <Row data-testid={`token-row-${token.symbol.toLowerCase()}`}>
      <Icon>
        {token.iconUrl && !broken ? (
          <img src={token.iconUrl} alt="" onError={() => setBroken(true)} />
        ) : (
          <Text variant="small-500" aria-hidden="true">
            {token.symbol.slice(0, 3)}
          </Text>
        )}
      </Icon>
      <Column>
        <Text variant="paragraph-500" truncate>
          {token.name}
        </Text>
        <Text variant="small-400" color="secondary" truncate data-testid="token-quantity">
          <bdi>{quantity}</bdi>
        </Text>
      </Column>
      <Column $end>
        <Text variant="paragraph-500" data-testid="token-value">
          <bdi>{formatUsd(token.value ?? Number(token.quantity.numeric) * token.price, locale)}</bdi>
        </Text>
      </Column>
    </Row>
  )
}
