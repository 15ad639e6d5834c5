import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../kernel/plugin'

export interface ReceiveNetworksInput {
  networks: readonly CaipNetwork[]
  /** The wallet's approved networks per namespace (a WalletConnect session); absent or empty = all. */
  supportedNetworkIds: Readonly<Partial<Record<ChainNamespace, readonly CaipNetworkId[]>>>
}

/**
 * The networks on which the connected address can receive: the host's networks of the
 * namespace (one address serves every network of its family), narrowed to those the wallet
 * approved. Testnets stay: funds sent there are as real to the address as anywhere else.
 */
export function receiveNetworks(input: ReceiveNetworksInput, namespace: ChainNamespace | undefined): CaipNetwork[] {
  if (!namespace) return []
  const approved = input.supportedNetworkIds[namespace]
  return input.networks.filter(
    (n) => n.chainNamespace === namespace && (!approved?.length || approved.includes(n.caipNetworkId)),
  )
}
