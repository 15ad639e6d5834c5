import { defineMessages, formatMessage, type MessageValues } from '../../kernel/plugin'

/** A row's words: titles by operation type (past for done, -ing for pending), counterparty, status. */
export const transactionMessages = defineMessages('activity', 'TransactionRow', {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
  deploy: 'Deployed',
  execute: 'Executed',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  borrow: 'Borrowed',
  repay: 'Repaid',
  stake: 'Staked',
  unstake: 'Unstaked',
  claim: 'Claimed',
  cancel: 'Cancelled',
  buy: 'Bought',
  sell: 'Sold',
  sendPending: 'Sending',
  tradePending: 'Swapping',
  approvePending: 'Approving',
  buyPending: 'Buying',
  from: 'from {address}',
  to: 'to {address}',
  failed: 'Failed',
  pending: 'Pending',
})

/** The list's words: loading, empty state, region name, the current month's group title. */
export const activityListMessages = defineMessages('activity', 'ActivityList', {
  loading: 'Loading activity',
  emptyTitle: 'No Transactions yet',
  emptyDescription: 'Start trading on dApps to grow your wallet!',
  /** The Account view's tab says it apart from the Transactions view, as AppKit does. */
  emptyAccountTitle: 'No activity yet',
  emptyAccountDescription: 'Your next transactions will appear here',
  region: 'Transactions',
  thisMonth: 'This month',
  /** A chain plugin's history (TON, TRON) could not be read: said plainly, not shown as "no activity". */
  errorTitle: "Activity couldn't be loaded",
  errorDescription: 'The network answered with a history that could not be read.',
  retry: 'Try again',
})

export type TransactionKey = keyof typeof transactionMessages.en
export type TransactionText = (key: TransactionKey, values?: MessageValues) => string

/** English straight from the messages, for callers outside a view (and the tests). */
export const englishTransactionText: TransactionText = (key, values) => formatMessage(transactionMessages.en[key], values, 'en')
