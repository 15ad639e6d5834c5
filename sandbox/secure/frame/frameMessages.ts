// The secure frame's own words (pack `secure-frame`). The frame is on another origin and trusts
// no text from the host: the kit sends only a locale tag, checked against the kit's list, and
// the frame reads its translations from its own catalogue (bundled into its script).
import { defineMessages, type Messages } from '../../../kernel/i18n/defineMessages'

export const FRAME_PACK = 'secure-frame'

/** The approval's frame: who asks, the buttons, the hints. */
export const approvalMessages = defineMessages('secure-frame', 'Approval', {
  from: 'From {origin}',
  claim: 'Calls itself “{name}” (not verified)',
  message: 'Message',
  cancel: 'Cancel',
  sign: 'Sign',
  approve: 'Approve',
  paused: 'Paused: this approval is hidden or covered. It works again once it has been in full view for a moment.',
  reviewInWindow: 'Review in a secure window',
  popupHint: 'This browser cannot confirm the wallet is in full view here, so you approve in a window of the wallet’s own.',
  popupBlocked: 'The window was blocked. Allow pop-ups for the wallet, then try again.',
  nothingToApprove: 'Nothing to approve here. Open this window from the wallet.',
})

/** What a request asks, decoded by the frame (describeEvmRequest, describeSolanaRequest). */
export const requestMessages = defineMessages('secure-frame', 'Request', {
  titleSignature: 'Request for a signature',
  titleTransaction: 'Request for a transaction',
  titleTransactions: 'Request for multiple transactions',
  titlePermissions: 'Request for permissions',
  network: 'Network',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  data: 'Data',
  token: 'Token',
  allowSpender: 'Allow spender',
  upTo: 'Up to',
  tokenFrom: 'Token from',
  tokenTo: 'Token to',
  tokenAmount: 'Token amount',
  numbered: '{label} {n}',
  call: 'Call {n}',
  allowance: 'Allowance',
  permission: 'Permission',
  until: 'Until',
  domain: 'Domain',
  contract: 'Contract',
  account: 'Account',
  feePayer: 'Fee payer',
  transfer: 'Transfer',
  program: 'Program',
  transaction: 'Transaction {n}',
  sentBy: 'Sent by',
  newContract: 'New contract',
  smartAccount: '{address} (smart account)',
  unlimited: 'Unlimited {symbol}',
  unlimitedTokens: 'Unlimited tokens',
  baseUnits: '{amount} base units (token details unavailable)',
  amountTo: '{amount} to {to}',
  perHour: 'per hour',
  perDay: 'per day',
  perWeek: 'per week',
  everySeconds: 'every {seconds} s',
  allowanceValue: '{amount} {period}',
  paidByYou: 'paid by you',
  paidBy: 'paid by {payer}',
  sentByWallet: 'this wallet, once you approve',
  sentByApp: 'the app, after you approve',
})

/** A message of the frame's pack in the frame's locale. */
export type FrameText = <K extends string>(messages: Messages<K>, key: K, values?: Readonly<Record<string, string | number>>) => string
