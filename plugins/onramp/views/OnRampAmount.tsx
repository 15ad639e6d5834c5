import { useEffect, useState } from 'react'
import { Button, Flex, Icon, Input, ListItem, PillButton, Text } from '../../../ui-shell/components'
import { METHOD_LABELS, validatePaymentAmount } from '../validatePaymentAmount'
import { ProviderLogo } from './ProviderLogo'
import { QuoteSummary } from './QuoteSummary'
import { useOnRamp } from './useOnRamp'

const QUOTE_DELAY_MS = 300

/** The amount step: payment currency and method with its limits, purchase currency, amount, quote. */
export default function OnRampAmount() {
  const { state, service, router, network } = useOnRamp()
  const { paymentCurrency, purchaseCurrency, paymentMethod, selectedProvider, quote, quotesLoading } = state
  const [input, setInput] = useState(state.paymentAmount !== undefined ? String(state.paymentAmount) : '')
  const [touched, setTouched] = useState(false)
  const error = validatePaymentAmount(input, paymentCurrency, paymentMethod)
  const limits = paymentCurrency.payment_method_limits

  // Quote each valid amount once typing pauses; a change of currency asks again.
  useEffect(() => {
    if (error) return
    const timer = setTimeout(() => void service.quote(input.trim()), QUOTE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input, error, service, paymentCurrency.id, purchaseCurrency.id])

  if (!selectedProvider) {
    return (
      <Flex direction="column" gap={12} padding="0 16px 16px">
        <Text>Choose a provider first.</Text>
        <Button onClick={() => router.goBack()}>Back</Button>
      </Flex>
    )
  }
  const canBuy = !error && !!quote && !quotesLoading && state.paymentAmount === Number(input)

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-onramp-amount-view">
      <Flex align="center" gap={8}>
        <ProviderLogo provider={selectedProvider} size={24} />
        <Text variant="small-500" data-testid="onramp-selected-provider">{`Buying with ${selectedProvider.label}`}</Text>
      </Flex>
      <Flex gap={8}>
        <Flex direction="column" gap={4} grow>
          <Text variant="small-400" color="secondary">You pay</Text>
          <ListItem
            label={paymentCurrency.id}
            chevron
            onClick={() => router.push('OnRampFiatSelect')}
            data-testid="onramp-fiat-select-button"
          />
        </Flex>
        <Flex direction="column" gap={4} grow>
          <Text variant="small-400" color="secondary">You buy</Text>
          <ListItem
            label={purchaseCurrency.symbol}
            description={network?.name}
            chevron
            onClick={() => router.push('OnRampTokenSelect')}
            data-testid="onramp-token-select-button"
          />
        </Flex>
      </Flex>
      <Flex gap={8} role="radiogroup" aria-label="Payment method" wrap>
        {limits.map((limit) => (
          <PillButton
            key={limit.id}
            role="radio"
            aria-checked={paymentMethod === limit.id}
            onClick={() => service.setPaymentMethod(limit.id)}
            image={paymentMethod === limit.id ? <Icon name="check" size={14} /> : undefined}
            data-testid={`onramp-payment-method-${limit.id}`}
          >
            {METHOD_LABELS[limit.id] ?? limit.id}
          </PillButton>
        ))}
      </Flex>
      <Input
        label={`Amount in ${paymentCurrency.id}`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={input}
        onChange={(e) => {
          setInput(e.currentTarget.value)
          setTouched(true)
        }}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
        data-testid="onramp-amount-input"
      />
      <Text variant="tiny-500" color="secondary" data-testid="onramp-amount-limits">
        {(() => {
          const limit = limits.find((l) => l.id === paymentMethod)
          return limit ? `${METHOD_LABELS[limit.id] ?? limit.id}: ${limit.min} to ${limit.max} ${paymentCurrency.id}` : ''
        })()}
      </Text>
      {!error ? <QuoteSummary quote={quote} loading={quotesLoading} /> : null}
      <Button size="lg" fullWidth disabled={!canBuy} loading={quotesLoading} onClick={() => service.buy()} data-testid="onramp-buy-button">
        {`Continue with ${selectedProvider.label}`}
      </Button>
    </Flex>
  )
}
