import styled from 'styled-components'
import { Text, radius, useFormat, useMessages, vars } from '../../../ui-shell/components'
import { SWAP_SLIPPAGE } from '../createSwapApi'
import type { SwapState } from '../createSwapService'
import { TYPICAL_SWAP_GAS, feeInUsd, formatAmount, formatUsd, minimumReceived, priceImpact, rateText, usdValue } from '../swapDetails'
import { swapDetailsMessages } from '../swapMessages'
import { isNativeSwapToken, tokenKey } from '../swapToken'

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 12px 16px;
  border-radius: ${radius.l};
  border: 1px solid ${vars.border};
`

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  dt, dd { margin: 0; }
  /* A value that wraps (a long label beside it in a long language) stays at the row's end. */
  dd { text-align: end; }
`

/** Rate, network cost in USD, price impact, max slippage, minimum received and provider fee of the quote. */
export function SwapDetails({ state, networkFee }: { state: SwapState; networkFee?: bigint }) {
  const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, prices, tokens, gasPrice } = state
  const t = useMessages(swapDetailsMessages)
  const format = useFormat()
  const { locale } = format
  if (!sourceToken || !toToken || !toTokenAmount) return null
  const price = (key: string) => prices[key] ?? 0
  const nativePrice = price(tokenKey(tokens.find(isNativeSwapToken) ?? sourceToken))
  const fee = networkFee ?? (gasPrice !== undefined ? gasPrice * TYPICAL_SWAP_GAS : undefined)
  const fromUsd = usdValue(sourceTokenAmount, price(tokenKey(sourceToken)))
  const toUsd = usdValue(toTokenAmount, price(tokenKey(toToken)))
  const rows: [label: string, value: string, id: string][] = [
    [t('rate'), rateText({ symbol: sourceToken.symbol, amount: sourceTokenAmount }, { symbol: toToken.symbol, amount: toTokenAmount }, locale), 'rate'],
    [t('networkCost'), fee === undefined ? '…' : formatUsd(feeInUsd(fee, nativePrice), locale), 'network-cost'],
    [t('priceImpact'), `~${format.percent(priceImpact(fromUsd, toUsd) / 100, 2)}`, 'price-impact'],
    [t('maxSlippage'), format.percent(SWAP_SLIPPAGE / 100), 'max-slippage'],
    [t('minimumReceived'), `${formatAmount(minimumReceived(toTokenAmount), 6, locale)} ${toToken.symbol}`, 'minimum-received'],
    // The provider's fee is taken inside the quote (the devnet pool's 0.3%), so there is nothing more to pay.
    [t('providerFee'), t('includedInQuote'), 'provider-fee'],
  ]
  return (
    <List aria-label={t('details')} data-testid="swap-details">
      {rows.map(([label, value, id]) => (
        <Row key={id}>
          <dt>
            <Text variant="small-400" color="secondary">
              {label}
            </Text>
          </dt>
          <dd>
            <Text variant="small-500" data-testid={`swap-details-${id}`}>
              {/* Figures and symbols are data; the provider fee's words are ours. */}
              <bdi translate={id === 'provider-fee' ? undefined : 'no'}>{value}</bdi>
            </Text>
          </dd>
        </Row>
      ))}
    </List>
  )
}
