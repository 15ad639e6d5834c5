import type { CaipNetwork } from '../../kernel/plugin'
import type { PurchaseCurrency, PurchaseCurrencyNetwork } from './onRampTypes'
import { providerBCurrency } from './providerUrls'

/** The currency's entry for this network (Solana by name: devnets have their own genesis). */
export function networkEntryOf(currency: PurchaseCurrency, network: CaipNetwork | undefined): PurchaseCurrencyNetwork | undefined {
  if (!network) return undefined
  if (network.chainNamespace === 'solana') return currency.networks.find((n) => n.name === 'solana' || n.display_name === 'Solana')
  return currency.networks.find((n) => n.chain_id === String(network.id))
}

/** Whether a purchase currency can arrive on this network. */
export const servesNetwork = (currency: PurchaseCurrency, network: CaipNetwork | undefined): boolean => networkEntryOf(currency, network) !== undefined

/**
 * What the token select offers: currencies arriving on the active network; provider B
 * delivers one currency per namespace (ONR-11), so with B selected only that one.
 */
export function purchaseCurrenciesFor(
  all: readonly PurchaseCurrency[],
  network: CaipNetwork | undefined,
  provider: string | undefined,
): PurchaseCurrency[] {
  const onNetwork = all.filter((c) => servesNetwork(c, network))
  if (provider !== 'meld' || !network) return onNetwork
  const symbol = providerBCurrency(network.chainNamespace)
  return onNetwork.filter((c) => c.symbol === symbol)
}
