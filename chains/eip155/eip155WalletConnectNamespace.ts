import { EIP155_WALLETCONNECT_METHODS, type CaipNetwork } from '../../kernel/plugin'

export { EIP155_WALLETCONNECT_METHODS }

export const EIP155_WALLETCONNECT_EVENTS: readonly string[] = ['chainChanged', 'accountsChanged']

/** The eip155 namespace for a WalletConnect proposal: chains, methods, events and one RPC per chain id. */
export function eip155WalletConnectNamespace(networks: readonly CaipNetwork[]) {
  const evm = networks.filter((n) => n.chainNamespace === 'eip155')
  const rpcMap: Record<string, string> = {}
  for (const network of evm) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[String(network.id)] = url
  }
  return {
    chains: evm.map((n) => n.caipNetworkId as string),
    methods: [...EIP155_WALLETCONNECT_METHODS],
    events: [...EIP155_WALLETCONNECT_EVENTS],
    rpcMap,
  }
}
