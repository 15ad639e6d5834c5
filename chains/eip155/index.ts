// `airlock/chains/eip155`: the EVM chain plugin. What a host imports here stays viem-free;
// viem loads with import() the first time a balance is read.
export { eip155Adapter } from './eip155Adapter'
export type {
  Eip1193Provider,
  Eip155Adapter,
  Eip155AdapterOptions,
  Eip155Window,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  ExternalConnectorOptions,
  MultisigOptions,
} from './types'
export { Eip155ConnectorIds } from './eip155Connectors'
export { switchEvmChain, shouldAddChain, ADD_CHAIN_ERROR_CODES } from './switchEvmChain'
export { toAddEthereumChainParameter, type AddEthereumChainParameter } from './toAddEthereumChainParameter'
export { getBundlerUrl } from './getBundlerUrl'
export { fetchUserOperationReceipt } from './fetchUserOperationReceipt'
export { getCallsStatus, type GetCallsStatusArgs } from './getCallsStatus'
export { eip155WalletConnectNamespace, EIP155_WALLETCONNECT_EVENTS, EIP155_WALLETCONNECT_METHODS } from './eip155WalletConnectNamespace'
export { utf8ToHex } from './signPersonalMessage'
