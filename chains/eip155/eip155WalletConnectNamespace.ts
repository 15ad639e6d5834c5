import type { CaipNetwork } from '../../kernel'

/** What a dapp asks an EVM wallet to approve over WalletConnect (AppKit's eip155 list). */
export const EIP155_WALLETCONNECT_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
]

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
