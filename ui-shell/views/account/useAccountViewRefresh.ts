import { useEffect } from 'react'
import { ACCOUNT_STORE, BLOCKCHAIN_API, BUS, type ChainNamespace } from '../../../kernel'
import { useService } from '../../components'

/**
 * ACCV-03: showing the Account view refreshes what it displays. The identity (name, avatar) is
 * fetched here into the account store; token balances belong to the balances plugin, which
 * listens for `accountViewShown` on the bus, so this view needs no import of it.
 */
export function useAccountViewRefresh(namespace: ChainNamespace | undefined, address: string | undefined, caipNetworkId: string | undefined) {
  const bus = useService(BUS)
  const api = useService(BLOCKCHAIN_API)
  const accounts = useService(ACCOUNT_STORE)

  useEffect(() => {
    if (!namespace || !address) return
    bus.emit('accountViewShown', namespace, address)
    // Names are an EVM service (spec §9); other families have no identity to ask for.
    if (namespace !== 'eip155') return
    api.getIdentity({ address, caipNetworkId }).then(
      (identity) => {
        // A late answer must not label an account the wallet has switched away from.
        if (accounts.get(namespace).address !== address) return
        accounts.patch(namespace, { profileName: identity.name, profileImage: identity.avatar })
      },
      // The identity only decorates the view: without it the truncated address shows.
      () => undefined,
    )
  }, [bus, api, accounts, namespace, address, caipNetworkId])
}
