import type { AccountStore } from '../connection/createAccountStore'
import type { ConnectionStore } from '../connection/createConnectionStore'
import type { NetworksStore } from '../connection/createNetworksStore'
import { caipAddressOf } from '../connection/networkAddress'
import type { AppKitInitialState } from './cookieToInitialState'

export interface InitialStateStores {
  connection: ConnectionStore
  account: AccountStore
  networks: NetworksStore
}

/**
 * Writes a restored account into the stores as wagmi's hydrate does: the address is shown and
 * the status is 'reconnecting' until the wallet answers (CONN-04/05 then settle it). A network
 * the host does not configure is skipped, and a namespace that already has an address is left
 * alone, so a live session always wins over the cookie.
 */
export function applyInitialState(stores: InitialStateStores, state: AppKitInitialState | undefined): void {
  if (!state) return
  let applied = false
  for (const [namespace, account] of Object.entries(state.accounts)) {
    if (!account || stores.account.get(namespace).address) continue
    const network = stores.networks.find(account.caipNetworkId)
    if (!network || network.chainNamespace !== namespace) continue
    stores.networks.setActiveNetwork(network)
    stores.account.patch(namespace, {
      address: account.address,
      caipAddress: caipAddressOf(network, account.address),
      status: 'reconnecting',
    })
    applied = true
  }
  const active = state.activeNamespace
  if (applied && stores.account.get(active).address) stores.connection.setState((s) => ({ activeNamespace: s.activeNamespace ?? active }))
}
