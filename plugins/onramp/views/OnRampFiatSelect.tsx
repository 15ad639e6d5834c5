import { Flex, Icon, ListItem } from '../../../ui-shell/components'
import { useOnRamp } from './useOnRamp'

/** AppKit's OnRampFiatSelect: the payment currencies; picking one goes back. */
export default function OnRampFiatSelect() {
  const { state, service, router } = useOnRamp()
  return (
    <Flex direction="column" gap={8} padding="0 16px 16px" role="list" data-testid="w3m-onramp-fiat-select-view">
      {state.paymentCurrencies.map((currency) => (
        <div role="listitem" key={currency.id}>
          <ListItem
            label={currency.id}
            description={currency.payment_method_limits.map((l) => `${l.id === 'card' ? 'Card' : 'ACH'} ${l.min}–${l.max}`).join(' · ')}
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
