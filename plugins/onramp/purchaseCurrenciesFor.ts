import type { CaipNetwork } from '../../kernel/plugin'
import type { PurchaseCurrency } from './onRampTypes'
import { providerBCurrency } from './providerUrls'

/** Whether a purchase currency can arrive on this network (Solana by name: devnets have their own genesis). */
export function servesNetwork(currency: PurchaseCurrency, network: CaipNetwork | undefined): boolean {
  if (!network) return false
  if (network.chainNamespace === 'solana') return currency.networks.some((n) => n.name === 'solana' || n.display_name === 'Solana')
  return currency.networks.some((n) => n.chain_id === String(network.id))
}

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
