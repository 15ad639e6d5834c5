// Which wallet requests the embedded wallet answers, and how (spec §5 "RPC methods").

/** Read-only methods and raw send: answered from the network's RPC, no approval (AUTH-14). */
const SAFE = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts', 'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_getLogs',
  'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter', 'eth_newFilter', 'eth_newPendingTransactionFilter', 'eth_sendRawTransaction', 'eth_syncing',
  'eth_uninstallFilter', 'net_version', 'web3_clientVersion',
  'eth_getUserOperationReceipt', 'eth_getUserOperationByHash', 'eth_estimateUserOperationGas', 'eth_supportedEntryPoints',
  'getBalance', 'getLatestBlockhash', 'getAccountInfo', 'getTransaction', 'getSignatureStatuses', 'sendTransaction',
])

/** Signing and sending: the visitor approves them in the secure frame (AUTH-15, AUTH-16). */
const UNSAFE = new Set([
  'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction',
  'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction',
  'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation',
])

/** Answered by the kit from the session itself (accounts, chain, network switch). */
const SESSION = new Set([
  'eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'wallet_getCapabilities', 'wallet_getCallsStatus',
  'solana_getAccounts', 'solana_requestAccounts',
])

export type RpcMethodKind = 'safe' | 'unsafe' | 'session' | 'blocked'

export function classifyRpcMethod(method: string): RpcMethodKind {
  if (SESSION.has(method)) return 'session'
  if (SAFE.has(method)) return 'safe'
  if (UNSAFE.has(method)) return 'unsafe'
  return 'blocked'
}
