import styled from 'styled-components'
import type { Formatters } from '../../../kernel/plugin'
import { Flex, Skeleton, Text, radius, useFormat, useMessages, vars } from '../../../ui-shell/components'
import { quoteMessages } from '../onrampMessages'
import { formatLimit, tokenAmount } from '../onRampFormat'
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
    <Text variant="small-500" data-testid={testId}>
      <bdi translate="no">{value}</bdi>
    </Text>
  </Flex>
)

const money = (a: { amount: string; currency: string }, format: Formatters) => formatLimit(a.amount, a.currency, format)

/** The quote: what arrives, the fees and the totals (ONR-07); an estimate when it is mocked (ONR-08). */
export function QuoteSummary({ quote, loading }: { quote: OnRampQuote | undefined; loading: boolean }) {
  const t = useMessages(quoteMessages)
  const format = useFormat()
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
        <Text variant="small-400" color="secondary">
          {t('youReceive')}
        </Text>
        <Text variant="large-600" data-testid="onramp-quote-amount">
          <bdi translate="no">{`${tokenAmount(quote.purchaseAmount.amount, format)} ${quote.purchaseAmount.currency}`}</bdi>
        </Text>
      </Flex>
      <Row label={t('providerFee')} value={money(quote.coinbaseFee, format)} testId="onramp-quote-provider-fee" />
      <Row label={t('networkFee')} value={money(quote.networkFee, format)} testId="onramp-quote-network-fee" />
      <Row label={t('subtotal')} value={money(quote.paymentSubtotal, format)} testId="onramp-quote-subtotal" />
      <Row label={t('total')} value={money(quote.paymentTotal, format)} testId="onramp-quote-total" />
      {quote.mocked ? (
        <Text variant="tiny-500" color="secondary" data-testid="onramp-quote-estimate">
          {t('estimate')}
        </Text>
      ) : null}
    </Card>
  )
}
