import { StorageKeys } from '../storage/storageKeys'
import type { CaipNetwork } from '../types'
import type { ConnectionControllerDeps } from './createConnectionContext'
import { caipAddressOf, explorerUrlOf } from './networkAddress'

/** What selecting a network touches: the stores, storage, the bus and the unsupported-chain rules. */
export type NetworkSelectionDeps = Pick<ConnectionControllerDeps, 'stores' | 'storage' | 'bus' | 'getOptions' | 'showUnsupportedChain'>

/**
 * Selects a network in the kit (no wallet call). `activate` also makes its namespace the active
 * one; wallet-side chain changes in a background namespace pass false so they do not steal focus.
 * An unsupported result asks for the UnsupportedChain view (NET-07..09).
 */
export function setActiveNetwork(ctx: NetworkSelectionDeps, network: CaipNetwork, options: { activate?: boolean } = {}): void {
  const { stores, storage, bus } = ctx
  const namespace = network.chainNamespace
  const previous = stores.networks.getState().activeNetworks[namespace]

  stores.networks.setActiveNetwork(network)
  storage.set(StorageKeys.activeNetwork(namespace), network.caipNetworkId)
  if (options.activate ?? true) {
    stores.connection.setState({ activeNamespace: namespace })
    storage.set(StorageKeys.activeNamespace, namespace)
  }

  if (previous?.caipNetworkId !== network.caipNetworkId) {
    const { address } = stores.account.get(namespace)
    if (address) {
      // The old network's balance is wrong on the new one; the balances plugin refetches on networkChanged.
      stores.account.patch(namespace, {
        caipAddress: caipAddressOf(network, address),
        addressExplorerUrl: explorerUrlOf(network, address),
        balance: undefined,
        balanceSymbol: undefined,
        tokenBalance: [],
      })
    }
    bus.emit('networkChanged', network.caipNetworkId)
  }

  const isActive = stores.connection.getState().activeNamespace === namespace
  if (isActive && stores.networks.getState().isUnsupported[namespace]) showUnsupportedChainIfAllowed(ctx)
}

/** Shown only when switching is on and unsupported chains are not allowed (NET-07, NET-08, NET-09). */
export function showUnsupportedChainIfAllowed(ctx: NetworkSelectionDeps): void {
  const { enableNetworkSwitch = true, allowUnsupportedChain = false } = ctx.getOptions?.() ?? {}
  if (enableNetworkSwitch && !allowUnsupportedChain) ctx.showUnsupportedChain?.()
}

/** Records which network the namespace's wallet is on (it may differ from the selected one mid-switch). */
export function setWalletNetwork(ctx: Pick<ConnectionControllerDeps, 'stores'>, network: CaipNetwork): void {
  const namespace = network.chainNamespace
  ctx.stores.connection.setState((s) => {
    const connection = s.connections[namespace]
    if (!connection || connection.caipNetwork?.caipNetworkId === network.caipNetworkId) return {}
    return { connections: { ...s.connections, [namespace]: { ...connection, caipNetwork: network } } }
  })
}
