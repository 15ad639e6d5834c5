import styled from 'styled-components'
import { Flex, Skeleton, Text, radius, vars } from '../../../ui-shell/components'
import type { OnRampQuote } from '../onRampTypes'

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  border-radius: ${radius.l};
  background: ${vars.surface};
`

const Row = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Flex justify="space-between" gap={8}>
    <Text variant="small-400" color="secondary">{label}</Text>
    <Text variant="small-500" data-testid={testId}>{value}</Text>
  </Flex>
)

const money = (a: { amount: string; currency: string }) => `${Number(a.amount).toFixed(2)} ${a.currency}`

/** The quote: what arrives, the fees and the totals (ONR-07); an estimate when it is mocked (ONR-08). */
export function QuoteSummary({ quote, loading }: { quote: OnRampQuote | undefined; loading: boolean }) {
  if (loading && !quote) {
    return (
      <Card aria-busy="true" data-testid="onramp-quote-loading">
        <Skeleton width="60%" height={20} />
        <Skeleton width="100%" height={14} />
        <Skeleton width="100%" height={14} />
      </Card>
    )
  }
  if (!quote) return null
  return (
    <Card data-testid="onramp-quote" aria-busy={loading}>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Text variant="small-400" color="secondary">You receive</Text>
        <Text variant="large-600" data-testid="onramp-quote-amount">
          {`${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`}
        </Text>
      </Flex>
      <Row label="Provider fee" value={money(quote.coinbaseFee)} testId="onramp-quote-provider-fee" />
      <Row label="Network fee" value={money(quote.networkFee)} testId="onramp-quote-network-fee" />
      <Row label="Subtotal" value={money(quote.paymentSubtotal)} testId="onramp-quote-subtotal" />
      <Row label="Total" value={money(quote.paymentTotal)} testId="onramp-quote-total" />
      {quote.mocked ? (
        <Text variant="tiny-500" color="secondary" data-testid="onramp-quote-estimate">
          Live quote unavailable: this is an estimate. The provider shows the final amount.
        </Text>
      ) : null}
    </Card>
  )
}
