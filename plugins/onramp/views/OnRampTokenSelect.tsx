import { EmptyState, Flex, Icon, ListItem, useMessages } from '../../../ui-shell/components'
import { tokenSelectMessages } from '../onrampMessages'
import { purchaseCurrenciesFor } from '../purchaseCurrenciesFor'
import { useOnRamp } from './useOnRamp'

/** AppKit's OnRampTokenSelect: currencies the provider delivers on the active network. */
export default function OnRampTokenSelect() {
  const { state, service, router, network } = useOnRamp()
  const t = useMessages(tokenSelectMessages)
  const offered = purchaseCurrenciesFor(state.purchaseCurrencies, network, state.selectedProvider?.name)
  if (!offered.length) {
    return <EmptyState title={t('noTokens')} description={t('nothingOn', { network: network?.name ?? t('thisNetwork') })} data-testid="onramp-token-empty" />
  }
  return (
    <Flex direction="column" gap={8} padding="0 16px 16px" role="list" data-testid="w3m-onramp-token-select-view">
      {offered.map((currency) => (
        <div role="listitem" key={currency.id}>
          <ListItem
            label={<bdi translate="no">{currency.name}</bdi>}
            description={<bdi translate="no">{currency.symbol}</bdi>}
            trailing={currency.id === state.purchaseCurrency.id ? <Icon name="check" size={16} /> : undefined}
            aria-current={currency.id === state.purchaseCurrency.id ? 'true' : undefined}
            onClick={() => {
              service.setPurchaseCurrency(currency)
              router.goBack()
            }}
            data-testid={`onramp-token-item-${currency.symbol}`}
          />
        </div>
      ))}
    </Flex>
  )
}
