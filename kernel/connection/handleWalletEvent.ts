import { StorageKeys } from '../storage/storageKeys'
import type { ChainNamespace } from '../types'
import type { ConnectionContext } from './createConnectionContext'
import { caipAddressOf, explorerUrlOf } from './networkAddress'
import { createUnsupportedNetwork } from './createUnsupportedNetwork'
import { setActiveNetwork, setWalletNetwork } from './setActiveNetwork'
import { chainReferenceOf, validateAccounts } from './validateWalletAnswer'

/**
 * The wallet moved to another chain: a configured one is selected, an unknown one becomes an
 * unsupported network (NET-06). Only the active namespace is brought to the front.
 */
export function handleChainChanged(ctx: ConnectionContext, namespace: ChainNamespace, chainId: string | number): void {
  const reference = chainReferenceOf(namespace, chainId)
  // A chain id that is no CAIP-2 reference ("garbage") is ignored, never made a network.
  if (reference === undefined) return void ctx.logger?.warn(`Ignored an invalid chain id from the wallet: ${String(chainId).slice(0, 40)}`)
  const network = ctx.stores.networks.find(`${namespace}:${reference}`) ?? createUnsupportedNetwork(`${namespace}:${reference}`)
  setWalletNetwork(ctx, network)
  setActiveNetwork(ctx, network, { activate: false })
}

/** Marks the namespace as on a chain the host did not configure (AppKit's setUnsupportedNetwork). */
export function setUnsupportedChain(ctx: ConnectionContext, namespace: ChainNamespace, chainId: string | number): void {
  const reference = chainReferenceOf(namespace, chainId)
  if (reference === undefined) return
  const network = createUnsupportedNetwork(`${namespace}:${reference}`)
  setWalletNetwork(ctx, network)
  setActiveNetwork(ctx, network, { activate: false })
}

/** Accounts changed in the wallet: the first becomes the namespace's address. An empty list is handled by the caller (disconnect). */
export function handleAccountsChanged(ctx: ConnectionContext, namespace: ChainNamespace, accounts: readonly string[]): void {
  const { stores, storage } = ctx
  try {
    validateAccounts(ctx.registry, namespace, accounts)
  } catch (error) {
    // An address that breaks the §5 rules (or a flood of accounts) never reaches the stores.
    return void ctx.logger?.warn((error as Error).message)
  }
  const address = accounts[0]
  const connection = stores.connection.getState().connections[namespace]
  const network = stores.networks.getState().activeNetworks[namespace] ?? connection?.caipNetwork
  if (!address || !connection || !network) return
  const caipAddress = caipAddressOf(network, address)
  // The wallet says only addresses; its connector may know which is a smart account.
  const typeOf = ctx.connectorOf(namespace)?.accountTypeOf
  stores.account.patch(namespace, {
    address,
    caipAddress,
    addressExplorerUrl: explorerUrlOf(network, address),
    allAccounts: accounts.map((a) => (typeOf ? { address: a, namespace, type: typeOf(a) } : { address: a, namespace })),
    balance: undefined,
    balanceSymbol: undefined,
    tokenBalance: [],
    profileName: undefined,
    profileImage: undefined,
  })
  stores.connection.setState((s) => ({
    connections: { ...s.connections, [namespace]: { ...connection, accounts: accounts.map((a) => (typeOf ? { address: a, type: typeOf(a) } : { address: a })) } },
  }))
  storage.set(StorageKeys.account(namespace), { address, caipAddress })
  ctx.bus.emit('connected', namespace, address)
}
