import { ChainError, ErrorMessages } from '../errors'
import { StorageKeys } from '../storage/storageKeys'
import type { CaipNetwork } from '../types'
import type { ConnectionContext } from './createConnectionContext'
import { setActiveNetwork, setWalletNetwork } from './setActiveNetwork'

/**
 * Spec §4 "Network switching". Same namespace with an address: the wallet switches first, then
 * the kit follows (NET-01). Another namespace with an address: the kit switches first and syncs
 * that namespace's account, going back if that fails (NET-02..04). No address: just select it (NET-05).
 */
export async function switchNetwork(ctx: ConnectionContext, network: CaipNetwork): Promise<void> {
  const { stores, registry } = ctx
  const namespace = network.chainNamespace
  // No chain plugin for the namespace: nothing could connect on that network (ADPT-02).
  if (!registry.has(namespace)) throw new ChainError(ErrorMessages.adapterNotFound)
  const { address } = stores.account.get(namespace)

  if (!address) {
    setActiveNetwork(ctx, network)
  } else if (namespace === stores.connection.getState().activeNamespace) {
    await registry.getNetworkClient(namespace).switchNetwork({ network, connector: ctx.connectorOf(namespace) })
    setWalletNetwork(ctx, network)
    setActiveNetwork(ctx, network)
  } else {
    await switchNamespace(ctx, network)
  }
  ctx.track('SWITCH_NETWORK', { network: network.caipNetworkId })
}

async function switchNamespace(ctx: ConnectionContext, network: CaipNetwork): Promise<void> {
  const { stores, storage, registry } = ctx
  const namespace = network.chainNamespace
  const previousNamespace = stores.connection.getState().activeNamespace
  const previousNetwork = stores.networks.getState().activeNetworks[namespace]

  stores.networks.setState({ isSwitchingNamespace: true })
  try {
    setActiveNetwork(ctx, network)
    // Sync the namespace's account: its wallet must be on the selected network too.
    const walletNetwork = stores.connection.getState().connections[namespace]?.caipNetwork
    if (walletNetwork?.caipNetworkId !== network.caipNetworkId) {
      await registry.getNetworkClient(namespace).switchNetwork({ network, connector: ctx.connectorOf(namespace) })
      setWalletNetwork(ctx, network)
    }
  } catch (error) {
    if (previousNetwork) setActiveNetwork(ctx, previousNetwork, { activate: false })
    stores.connection.setState({ activeNamespace: previousNamespace })
    if (previousNamespace) storage.set(StorageKeys.activeNamespace, previousNamespace)
    else storage.remove(StorageKeys.activeNamespace)
    throw error
  } finally {
    stores.networks.setState({ isSwitchingNamespace: false })
  }
}
