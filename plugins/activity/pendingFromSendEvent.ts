import type { PluginStores, TrackEvent } from '../../kernel/plugin'
import { isActivityNamespace } from './activityNamespaces'
import type { PendingTransactionInput } from './contract'

/**
 * Reads a pending row from the send plugin's SEND_SUCCESS event ({ hash, token, amount, network }),
 * the one contract send offers: analytics events on the kit's bus. Other events, and sends on a
 * namespace without activity (`offers` says no: a solana send), give nothing.
 */
export function pendingFromSendEvent(
  event: TrackEvent,
  stores: Pick<PluginStores, 'connection' | 'accounts'>,
  offers: (namespace: string) => boolean = isActivityNamespace,
): PendingTransactionInput | undefined {
  if (event.event !== 'SEND_SUCCESS') return undefined
  const { hash, token, amount, network } = event.properties ?? {}
  if (typeof hash !== 'string' || !hash || typeof network !== 'string' || !network.includes(':')) return undefined
  const namespace = network.split(':')[0]!
  if (!offers(namespace)) return undefined
  const account = stores.accounts.get(namespace as 'eip155')
  const from = account.address
  if (!from) return undefined
  // The event names the token by symbol; the account's balances know its icon.
  const iconUrl = account.tokenBalance?.find((t) => t.symbol === token && t.chainId === network)?.iconUrl
  return {
    hash,
    caipNetworkId: network,
    from,
    operationType: 'send',
    ...(typeof token === 'string' && token && typeof amount === 'string' && amount ? { token: { symbol: token, amount, iconUrl } } : {}),
  }
}
