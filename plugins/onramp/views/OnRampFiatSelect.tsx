import { Flex, Icon, ListItem, useFormat, useMessages } from '../../../ui-shell/components'
import { amountMessages, fiatSelectMessages } from '../onrampMessages'
import { formatLimit } from '../onRampFormat'
import { methodLabel } from '../validatePaymentAmount'
import { useOnRamp } from './useOnRamp'

/** AppKit's OnRampFiatSelect: the payment currencies; picking one goes back. */
export default function OnRampFiatSelect() {
  const { state, service, router } = useOnRamp()
  const t = useMessages(fiatSelectMessages)
  const words = useMessages(amountMessages)
  const format = useFormat()
  return (
    <Flex direction="column" gap={8} padding="0 16px 16px" role="list" data-testid="w3m-onramp-fiat-select-view">
      {state.paymentCurrencies.map((currency) => (
        <div role="listitem" key={currency.id}>
          <ListItem
            label={
              <bdi translate="no" dir="ltr">
                {currency.id}
              </bdi>
            }
            description={currency.payment_method_limits
              .map((l) => t('limit', { method: methodLabel(l.id, words), min: formatLimit(l.min, currency.id, format), max: formatLimit(l.max, currency.id, format) }))
              .join(' · ')}
            // Each payment method's limits: several values that must all stay readable, in any language.
            wrapDescription
            trailing={currency.id === state.paymentCurrency.id ? <Icon name="check" size={16} /> : undefined}
            aria-current={currency.id === state.paymentCurrency.id ? 'true' : undefined}
            onClick={() => {
              service.setPaymentCurrency(currency.id)
              router.goBack()
            }}
            data-testid={`onramp-fiat-item-${currency.id}`}
          />
        </div>
      ))}
    </Flex>
  )
}
