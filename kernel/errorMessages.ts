// Every error message the kit raises, from spec §8 (and §5); errors.ts re-exports them as `ErrorMessages`.
export const unknown = 'Unknown error'
export const httpStatus = (status: number) => `HTTP status code: ${status}`
export const invalidCaipAddress = 'Invalid CAIP Address'
export const invalidCaip10Address = 'Invalid CAIP-10 address'
export const invalidCaip2NetworkId = 'Invalid CAIP-2 network id'
export const invalidChainId = 'Invalid chainId'
export const bothSiweAndSiwx = 'Cannot set both `siweConfig` and `siwx` options'
export const invalidOption = (name: string, expected: string) => `Invalid option \`${name}\`: expected ${expected}`
// Not in spec §8: AppKit has no such check; this names the entry and what it lacks.
export const invalidAdapter = (index: number, problem: string) => `Invalid adapter at adapters[${index}]: ${problem}`
export const networkControllerClientNotSet = 'NetworkController client not set'
export const connectionControllerClientNotSet = 'ConnectionController client not set'
export const chainAdapterNotFound = 'Chain adapter not found'
export const failedToDisconnect = 'Failed to disconnect'
export const failedToDisconnectChain = (ns: string) => `Failed to disconnect chain ${ns}`
export const failedToDisconnectChains = 'Failed to disconnect chains'
export const networkNotSupportedForGasPrice = 'Network not supported for Gas Price'
export const networkNotSupportedForSwaps = 'Network not supported for Swaps'
export const callStatusNotApproved = 'Fetching call status not approved by the wallet.'
export const userOperationReceipt = (status: number | string) =>
  `Failed to fetch user operation receipt - ${status}`
export const connectBeforeRequest = 'Please call connect() before request()'
export const connectBeforeEnable = 'Please call connect() before enable()'
export const signClientNotInitialized = 'Sign Client not initialized'
export const chainIdNotFound = 'ChainId not found'
export const noRpcUrl = (id: string | number) => `No RPC url provided for chainId: ${id}`
export const noJsonRpcProvider = (chain: string) => `JSON-RPC provider for ${chain} not found`
export const sessionNotInitialized = 'Session not initialized. Please call connect() before enable()'
export const siwxNotEnabled = 'SIWX is not enabled'
export const noActiveCaipAddress = 'No ActiveCaipAddress found'
export const noActiveCaipNetwork = 'No ActiveCaipNetwork or client found'
export const noConnectionControllerClient = 'No ConnectionController client found'
export const transactionsWithoutAddress = "Transactions can't be fetched without an accountAddress"
export const errorResolvingName = 'Error resolving name'
export const errorFetchingNameSuggestions = 'Error fetching name suggestions'
export const errorFetchingNamesForAddress = 'Error fetching names for address'
export const errorRegisteringName = (name: string) => `Error registering name ${name}`
export const networkNotFound = 'Network not found'
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found'
export const adapterNotFound = 'Adapter not found'
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found'
export const caipNetworkUndefined = 'CaipNetwork is undefined'
export const chainNotSupported = 'Chain is not supported'
export const adapterForNamespaceMissing = (ns: string) => `Adapter for namespace ${ns} doesn't exist`
export const namespaceNotConfigured = (ns: string) =>
  `Namespace '${ns}' is not configured. Please call connect() first with namespace config.`
export const amountAndReceiverRequired = 'An amount and receiver address are required'
export const tokenRequired = 'A token is required'
export const unsupportedChain = 'Unsupported chain'
export const rpcCallNotAllowed = 'Requested RPC call is not allowed'
// Not in spec §8: a wallet's answer that breaks the §5 address or CAIP rules declines the connection.
export const walletInvalidAddress = 'The wallet answered with an invalid address'
export const walletTooManyAccounts = (max: number) => `The wallet answered with more than ${max} accounts`
export const walletInvalidChainId = 'The wallet answered with an invalid chain id'
// Not in spec §8: a newer attempt, a success or leaving the connecting view cancelled this one.
export const connectCancelled = 'Connection request cancelled'
