import { StorageKeys } from '../storage/storageKeys'
import type { ChainNamespace } from '../types'
import { caipAddressOf, explorerUrlOf, type ConnectionContext } from './createConnectionContext'
import { createUnsupportedNetwork } from './createUnsupportedNetwork'
import { setActiveNetwork, setWalletNetwork } from './setActiveNetwork'

/**
 * The wallet moved to another chain: a configured one is selected, an unknown one becomes an
 * unsupported network (NET-06). Only the active namespace is brought to the front.
 */
export function handleChainChanged(ctx: ConnectionContext, namespace: ChainNamespace, chainId: string | number): void {
  const reference = normalizeChainId(namespace, chainId)
  const network = ctx.stores.networks.find(`${namespace}:${reference}`) ?? createUnsupportedNetwork(`${namespace}:${reference}`)
  setWalletNetwork(ctx, network)
  setActiveNetwork(ctx, network, { activate: false })
}

/** Marks the namespace as on a chain the host did not configure (AppKit's setUnsupportedNetwork). */
export function setUnsupportedChain(ctx: ConnectionContext, namespace: ChainNamespace, chainId: string | number): void {
  const network = createUnsupportedNetwork(`${namespace}:${normalizeChainId(namespace, chainId)}`)
  setWalletNetwork(ctx, network)
  setActiveNetwork(ctx, network, { activate: false })
}

/** Accounts changed in the wallet: the first becomes the namespace's address. An empty list is handled by the caller (disconnect). */
export function handleAccountsChanged(ctx: ConnectionContext, namespace: ChainNamespace, accounts: readonly string[]): void {
  const { stores, storage } = ctx
  const address = accounts[0]
  const connection = stores.connection.getState().connections[namespace]
  const network = stores.networks.getState().activeNetworks[namespace] ?? connection?.caipNetwork
  if (!address || !connection || !network) return
  const caipAddress = caipAddressOf(network, address)
  stores.account.patch(namespace, {
    address,
    caipAddress,
    addressExplorerUrl: explorerUrlOf(network, address),
    allAccounts: accounts.map((a) => ({ address: a, namespace })),
    balance: undefined,
    balanceSymbol: undefined,
    tokenBalance: [],
    profileName: undefined,
    profileImage: undefined,
  })
  stores.connection.setState((s) => ({
    connections: { ...s.connections, [namespace]: { ...connection, accounts: accounts.map((a) => ({ address: a })) } },
  }))
  storage.set(StorageKeys.account(namespace), { address, caipAddress })
  ctx.bus.emit('connected', namespace, address)
}

// EIP-1193 providers report hex chain ids ("0x89"); CAIP-2 references are decimal.
function normalizeChainId(namespace: ChainNamespace, chainId: string | number): string {
  if (namespace === 'eip155' && typeof chainId === 'string' && /^0x[0-9a-f]+$/i.test(chainId)) {
    return String(Number.parseInt(chainId, 16))
  }
  return String(chainId)
}
