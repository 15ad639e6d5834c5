// Every message the kit raises, from spec §8 (and §5), in one module. Tests pin these strings.
import type { Messages } from './i18n/defineMessages'
import type { ErrorWords } from './i18n/errorWords'
import { fillEnglish } from './i18n/fillEnglish'
import type { MessageValues } from './i18n/formatMessage'

export const ErrorMessages = {
  unknown: 'Unknown error',
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10Address: 'Invalid CAIP-10 address',
  invalidCaip2NetworkId: 'Invalid CAIP-2 network id',
  invalidChainId: 'Invalid chainId',
  bothSiweAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  invalidOption: (name: string, expected: string) => `Invalid option \`${name}\`: expected ${expected}`,
  // Not in spec §8: AppKit has no such check; this names the entry and what it lacks.
  invalidAdapter: (index: number, problem: string) => `Invalid adapter at adapters[${index}]: ${problem}`,
  networkControllerClientNotSet: 'NetworkController client not set',
  connectionControllerClientNotSet: 'ConnectionController client not set',
  chainAdapterNotFound: 'Chain adapter not found',
  failedToDisconnect: 'Failed to disconnect',
  failedToDisconnectChain: (ns: string) => `Failed to disconnect chain ${ns}`,
  failedToDisconnectChains: 'Failed to disconnect chains',
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  callStatusNotApproved: 'Fetching call status not approved by the wallet.',
  userOperationReceipt: (status: number | string) =>
    `Failed to fetch user operation receipt - ${status}`,
  connectBeforeRequest: 'Please call connect() before request()',
  connectBeforeEnable: 'Please call connect() before enable()',
  signClientNotInitialized: 'Sign Client not initialized',
  chainIdNotFound: 'ChainId not found',
  noRpcUrl: (id: string | number) => `No RPC url provided for chainId: ${id}`,
  noJsonRpcProvider: (chain: string) => `JSON-RPC provider for ${chain} not found`,
  sessionNotInitialized: 'Session not initialized. Please call connect() before enable()',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetwork: 'No ActiveCaipNetwork or client found',
  noConnectionControllerClient: 'No ConnectionController client found',
  transactionsWithoutAddress: "Transactions can't be fetched without an accountAddress",
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  adapterNotFound: 'Adapter not found',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',
  caipNetworkUndefined: 'CaipNetwork is undefined',
  chainNotSupported: 'Chain is not supported',
  adapterForNamespaceMissing: (ns: string) => `Adapter for namespace ${ns} doesn't exist`,
  namespaceNotConfigured: (ns: string) =>
    `Namespace '${ns}' is not configured. Please call connect() first with namespace config.`,
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  unsupportedChain: 'Unsupported chain',
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  // Not in spec §8: a wallet's answer that breaks the §5 address or CAIP rules declines the connection.
  walletInvalidAddress: 'The wallet answered with an invalid address',
  walletTooManyAccounts: (max: number) => `The wallet answered with more than ${max} accounts`,
  walletInvalidChainId: 'The wallet answered with an invalid chain id',
  // Not in spec §8: a newer attempt, a success or leaving the connecting view cancelled this one.
  connectCancelled: 'Connection request cancelled',
} as const

/** Snack texts from spec §8 and §6. */
export const SnackMessages = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  siwxSetupFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  actionNotAllowed: 'Action not allowed',
} as const

/** Messages the provider's servers answer with (spec §8), matched to alerts. */
export const ProviderMessages = {
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT validation error: JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',
} as const

export class AirlockError extends Error {
  override name = 'AirlockError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

export class HttpStatusError extends AirlockError {
  override name = 'HttpStatusError'
  constructor(
    readonly status: number,
    readonly url: string,
    /** The parsed error body, when the server sent one; provider messages live here. */
    readonly body?: unknown,
  ) {
    super(ErrorMessages.httpStatus(status))
  }
}

export class InvalidCaipAddressError extends AirlockError {
  override name = 'InvalidCaipAddressError'
  constructor(readonly input: string, message: string = ErrorMessages.invalidCaipAddress) {
    super(message)
  }
}

export class InvalidCaipNetworkIdError extends AirlockError {
  override name = 'InvalidCaipNetworkIdError'
  constructor(readonly input: string) {
    super(ErrorMessages.invalidCaip2NetworkId)
  }
}

export class ConfigError extends AirlockError {
  override name = 'ConfigError'
}

/** An `adapters` entry that is not a chain adapter; `missing` lists the members it lacks. */
export class InvalidAdapterError extends ConfigError {
  override name = 'InvalidAdapterError'
  constructor(
    readonly index: number,
    readonly missing: readonly string[],
    problem = `missing ${missing.join(', ')}`,
  ) {
    super(ErrorMessages.invalidAdapter(index, problem))
  }
}

export class ChainError extends AirlockError {
  override name = 'ChainError'
  /** The visitor's words for it when a chain plugin catalogued them: the showing side translates them. */
  readonly words?: ErrorWords
  constructor(message: string, readonly code?: number, options?: { cause?: unknown; words?: ErrorWords }) {
    super(message, options)
    if (options?.words) this.words = options.words
  }

  /** An error a visitor may read: its message is the catalogue's English, its words go to the view. */
  static worded<K extends string>(messages: Messages<K>, key: K, values?: MessageValues, options?: { code?: number; cause?: unknown }): ChainError {
    const words: ErrorWords = { messages, key, values }
    // englishOf's work, inline: errorWords.ts stays with the code that shows errors, not in every first load.
    return new ChainError(fillEnglish(messages.en[key], values), options?.code, { cause: options?.cause, words })
  }
}

/** A connect attempt that a newer one, a success or the visitor leaving replaced; its late answer is ignored. */
export class ConnectCancelledError extends AirlockError {
  override name = 'ConnectCancelledError'
  constructor() {
    super(ErrorMessages.connectCancelled)
  }
}

export class DisconnectError extends AirlockError {
  override name = 'DisconnectError'
  constructor(message: string, readonly failures: readonly { namespace: string; error: unknown }[] = []) {
    super(message)
  }
}

/** A readable message for anything thrown; "Unknown error" when there is none (spec §8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message
    if (typeof message === 'string' && message) return message
  }
  return ErrorMessages.unknown
}
