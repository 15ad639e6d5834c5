// Messages is named so the emitted .d.ts refers to its module, not to the kernel index (a cycle the build refuses).
import { CORE_PACK, defineMessages, type Messages } from '../i18n/defineMessages'

/**
 * The snack texts the kit and its plugins raise (spec §8 and §6: `SnackMessages`, exact in
 * English), with message ids: a snack whose text is one of these shows the locale's text.
 */
export const snackMessages = defineMessages(CORE_PACK, 'snackbar', {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  siwxSetupFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  actionNotAllowed: 'Action not allowed',
  unknownError: 'Unknown error',
  failedToDisconnect: 'Failed to disconnect',
})

export type SnackMessageId = keyof typeof snackMessages.en

const BY_ENGLISH = new Map(Object.entries(snackMessages.en).map(([id, english]) => [english, id as SnackMessageId]))

/** The id of a catalogued snack text; undefined for any other text (a host's, a wallet's error). */
export const snackMessageIdOf = (message: string): SnackMessageId | undefined => BY_ENGLISH.get(message)
