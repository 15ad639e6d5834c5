import styled from 'styled-components'
import { Text, radius, vars } from '../../../ui-shell/components'
import { SWAP_SLIPPAGE } from '../createSwapApi'
import type { SwapState } from '../createSwapService'
import { TYPICAL_SWAP_GAS, feeInUsd, formatAmount, formatUsd, minimumReceived, priceImpact, rateText, usdValue } from '../swapDetails'
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
`

/** Rate, network cost in USD, price impact, max slippage, minimum received and provider fee of the quote. */
export function SwapDetails({ state, networkFee }: { state: SwapState; networkFee?: bigint }) {
  const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, prices, tokens, gasPrice } = state
  if (!sourceToken || !toToken || !toTokenAmount) return null
  const price = (key: string) => prices[key] ?? 0
  const nativePrice = price(tokenKey(tokens.find(isNativeSwapToken) ?? sourceToken))
  const fee = networkFee ?? (gasPrice !== undefined ? gasPrice * TYPICAL_SWAP_GAS : undefined)
  const fromUsd = usdValue(sourceTokenAmount, price(tokenKey(sourceToken)))
  const toUsd = usdValue(toTokenAmount, price(tokenKey(toToken)))
  const rows: [label: string, value: string, id: string][] = [
    ['Rate', rateText({ symbol: sourceToken.symbol, amount: sourceTokenAmount }, { symbol: toToken.symbol, amount: toTokenAmount }), 'rate'],
    ['Network cost', fee === undefined ? '…' : formatUsd(feeInUsd(fee, nativePrice)), 'network-cost'],
    ['Price impact', `~${formatAmount(priceImpact(fromUsd, toUsd), 2)}%`, 'price-impact'],
    ['Max. slippage', `${SWAP_SLIPPAGE}%`, 'max-slippage'],
    ['Minimum received', `${formatAmount(minimumReceived(toTokenAmount), 6)} ${toToken.symbol}`, 'minimum-received'],
    // The provider's fee is taken inside the quote (the devnet pool's 0.3%), so there is nothing more to pay.
    ['Provider fee', 'Included in quote', 'provider-fee'],
  ]
  return (
    <List aria-label="Swap details" data-testid="swap-details">
      {rows.map(([label, value, id]) => (
        <Row key={id}>
          <dt>
            <Text variant="small-400" color="secondary">
              {label}
            </Text>
          </dt>
          <dd>
            <Text variant="small-500" data-testid={`swap-details-${id}`}>
              {value}
            </Text>
          </dd>
        </Row>
      ))}
    </List>
  )
}
