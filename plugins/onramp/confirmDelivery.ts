import type { CaipNetwork, ChainAdapter } from '../../kernel/plugin'
import type { PurchaseCurrency } from './onRampTypes'
import { networkEntryOf } from './purchaseCurrenciesFor'

export interface ConfirmDeliveryArgs {
  /** The chain plugin of the account's namespace; the plugin never reads a chain itself. */
  adapter: Pick<ChainAdapter, 'readReceived'> | undefined
  network: CaipNetwork
  address: string
  currency: PurchaseCurrency
  /** Unix seconds: a delivery included earlier is no proof of this purchase. */
  notBefore?: number
}

/**
 * BYD-30: how much of the purchased asset a transaction delivered to the account, as the chain
 * tells it: the currency's contract on this network, or the native coin where it has none.
 * Undefined when the chain cannot say (no reader, currency not on this network, not included).
 */
export function confirmDelivery({ adapter, network, address, currency, notBefore }: ConfirmDeliveryArgs): (txHash: string) => Promise<bigint | undefined> {
  const entry = networkEntryOf(currency, network)
  return async (hash) => {
    if (!adapter?.readReceived || !entry) return undefined
    return adapter.readReceived({ network, hash, to: address, token: entry.contract_address || undefined, notBefore })
  }
}
