import styled from 'styled-components'
import { Button, Icon, PillButton, Text, VisuallyHidden, fontSize, radius, useLocale, useMessages, vars } from '../../../ui-shell/components'
import { swapInputMessages } from '../swapMessages'
import type { SwapToken } from '../swapToken'
import { formatAmount, formatUsd } from '../swapDetails'
import { SwapTokenImage } from './SwapTokenImage'

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${radius.l};
  background: ${vars.surface};
`

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 20px;
`

const AmountInput = styled.input`
  all: unset;
  flex: 1;
  min-width: 0;
  font-family: inherit;
  font-size: ${fontSize.title};
  font-weight: 500;
  color: ${vars.foreground};
  &::placeholder { color: ${vars.foregroundTertiary}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 2px; border-radius: ${radius.xs}; }
`

export interface SwapInputProps {
  target: 'sourceToken' | 'toToken'
  label: string
  token: SwapToken | undefined
  amount: string
  usdValue: number
  loading?: boolean
  onAmount?(amount: string): void
  onMax?(): void
  onSelectToken(): void
}

// Decimal typing only: a comma becomes a point, anything else is refused.
const isTyped = (text: string) => /^\d*\.?\d*$/.test(text)

// The quoted side can carry 18 decimals; eight fit the box and say enough.
const shown = (amount: string) => amount.replace(/(\.\d{8})\d+$/, '$1')

/** One side of the swap: amount (editable for the source), USD value, token button, balance and Max. */
export function SwapInput({ target, label, token, amount, usdValue, loading, onAmount, onMax, onSelectToken }: SwapInputProps) {
  const editable = Boolean(onAmount)
  const inputId = `swap-input-${target}`
  const t = useMessages(swapInputMessages)
  const { locale } = useLocale()
  return (
    <Box>
      <Text as="label" htmlFor={inputId} variant="small-500" color="secondary">
        {label}
      </Text>
      <Row>
        <AmountInput
          id={inputId}
          data-testid={`swap-input-${target}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          readOnly={!editable}
          aria-busy={loading || undefined}
          value={editable ? amount : loading ? '…' : shown(amount)}
          onChange={(event) => {
            const text = event.target.value.replace(',', '.')
            if (onAmount && isTyped(text)) onAmount(text)
          }}
        />
        {token ? (
          <PillButton
            shape="rounded"
            raised
            onClick={onSelectToken}
            data-testid={`swap-input-token-${target}`}
            image={<SwapTokenImage token={token} />}
            trailing={<Icon name="chevronRight" size={14} />}
          >
            <VisuallyHidden>{`${t('side', { label })} `}</VisuallyHidden>
            <bdi translate="no">{token.symbol}</bdi>
          </PillButton>
        ) : (
          <Button size="sm" onClick={onSelectToken} data-testid={`swap-select-token-button-${target}`}>
            <VisuallyHidden>{`${t('side', { label })} `}</VisuallyHidden>
            {t('selectToken')}
          </Button>
        )}
      </Row>
      <Row>
        <Text variant="small-400" color="secondary" data-testid={`swap-usd-value-${target}`}>
          <bdi translate="no">{formatUsd(usdValue, locale)}</bdi>
        </Text>
        {token ? (
          <Row>
            <Text variant="small-400" color="secondary" data-testid={`swap-balance-${target}`}>
              {t('balance', { amount: formatAmount(token.balance ?? '0', 4, locale) })}
            </Text>
            {onMax && Number(token.balance ?? 0) > 0 ? (
              <Button variant="ghost" size="sm" onClick={onMax} data-testid="swap-max-button">
                {t('max')}
              </Button>
            ) : null}
          </Row>
        ) : null}
      </Row>
    </Box>
  )
}
