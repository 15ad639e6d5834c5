// The kit's errors and the messages it raises, from spec §8 (and §5). Tests pin these strings.
import type { Messages } from './i18n/defineMessages'
import * as ErrorMessages from './errorMessages'
import type { ErrorWords } from './i18n/errorWords'
import { fillEnglish } from './i18n/fillEnglish'
import type { MessageValues } from './i18n/formatMessage'

// One export per message, re-exported as a namespace: a bundle keeps only the messages its code
// reads (a host's first load needs a handful of the fifty).
export * as ErrorMessages from './errorMessages'

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
