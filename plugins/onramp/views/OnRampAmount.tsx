import { useEffect, useState } from 'react'
import { Button, Flex, Icon, Input, ListItem, PillButton, Text, useFormat, useMessages } from '../../../ui-shell/components'
import { amountMessages } from '../onrampMessages'
import { formatLimit } from '../onRampFormat'
import { methodLabel, validatePaymentAmount } from '../validatePaymentAmount'
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
  const t = useMessages(amountMessages)
  const format = useFormat()
  const error = validatePaymentAmount(input, paymentCurrency, paymentMethod, t, format)
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
        <Text>{t('chooseProviderFirst')}</Text>
        <Button onClick={() => router.goBack()}>{t('back')}</Button>
      </Flex>
    )
  }
  const canBuy = !error && !!quote && !quotesLoading && state.paymentAmount === Number(input)

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-onramp-amount-view">
      <Flex align="center" gap={8}>
        <ProviderLogo provider={selectedProvider} size={24} />
        <Text variant="small-500" data-testid="onramp-selected-provider">{t('buyingWith', { provider: selectedProvider.label })}</Text>
      </Flex>
      <Flex gap={8}>
        <Flex direction="column" gap={4} grow>
          <Text variant="small-400" color="secondary">
            {t('youPay')}
          </Text>
          <ListItem
            label={
              <bdi translate="no" dir="ltr">
                {paymentCurrency.id}
              </bdi>
            }
            chevron
            onClick={() => router.push('OnRampFiatSelect')}
            data-testid="onramp-fiat-select-button"
          />
        </Flex>
        <Flex direction="column" gap={4} grow>
          <Text variant="small-400" color="secondary">
            {t('youBuy')}
          </Text>
          <ListItem
            label={
              <bdi translate="no" dir="ltr">
                {purchaseCurrency.symbol}
              </bdi>
            }
            description={network?.name}
            chevron
            onClick={() => router.push('OnRampTokenSelect')}
            data-testid="onramp-token-select-button"
          />
        </Flex>
      </Flex>
      <Flex gap={8} role="radiogroup" aria-label={t('paymentMethod')} wrap>
        {limits.map((limit) => (
          <PillButton
            key={limit.id}
            role="radio"
            aria-checked={paymentMethod === limit.id}
            onClick={() => service.setPaymentMethod(limit.id)}
            image={paymentMethod === limit.id ? <Icon name="check" size={14} /> : undefined}
            data-testid={`onramp-payment-method-${limit.id}`}
          >
            {methodLabel(limit.id, t)}
          </PillButton>
        ))}
      </Flex>
      <Input
        label={t('amountIn', { currency: paymentCurrency.id })}
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
          if (!limit) return ''
          const money = (value: string) => formatLimit(value, paymentCurrency.id, format)
          return t('limits', { method: methodLabel(limit.id, t), min: money(limit.min), max: money(limit.max) })
        })()}
      </Text>
      {!error ? <QuoteSummary quote={quote} loading={quotesLoading} /> : null}
      <Button size="lg" fullWidth disabled={!canBuy} loading={quotesLoading} onClick={() => service.buy()} data-testid="onramp-buy-button">
        {t('continueWith', { provider: selectedProvider.label })}
      </Button>
    </Flex>
  )
}
