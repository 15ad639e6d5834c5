import { defineMessages, formatMessage, type MessageValues } from '../../kernel/plugin'

/** WalletSend's words; the button's labels are AppKit's, in the order `sendFormLabel` walks them. */
export const walletSendMessages = defineMessages('send', 'WalletSend', {
  amount: 'Amount',
  to: 'To',
  receiverPlaceholder: 'Address or name',
  selectToken: 'Select token',
  changeToken: 'Token: {symbol}. Change token',
  max: 'Max',
  nameNotFound: 'No address found for this name',
  errorResolvingName: 'Error resolving name',
  labelSelectToken: 'Select Token',
  labelAddAmount: 'Add Amount',
  labelInsufficientFunds: 'Insufficient Funds',
  labelAddAddress: 'Add Address',
  labelResolvingName: 'Resolving name',
  labelInvalidAddress: 'Invalid Address',
  labelPreviewSend: 'Preview Send',
})

export const walletSendPreviewMessages = defineMessages('send', 'WalletSendPreview', {
  send: 'Send',
  to: 'To',
  from: 'From',
  network: 'Network',
  networkFee: 'Network fee',
  warning: 'Review the transaction carefully: a send cannot be undone.',
  cancel: 'Cancel',
})

export const selectTokenMessages = defineMessages('send', 'WalletSendSelectToken', {
  search: 'Search token',
  yourTokens: 'Your tokens',
  noTokens: 'No tokens found',
  nothingOn: 'You have nothing to send on {network}',
  nothingHere: 'You have nothing to send on this network',
  noMatch: 'No token matches your search',
})

/** The send's snacks: shown by the service, outside any view. */
export const sendSnackMessages = defineMessages('send', 'SendSnacks', {
  sending: 'Sending transaction',
  started: 'Transaction started',
})

export type WalletSendKey = keyof typeof walletSendMessages.en
export type WalletSendText = (key: WalletSendKey, values?: MessageValues) => string
/** English straight from the messages, for callers outside a view (and the tests). */
export const englishWalletSendText: WalletSendText = (key, values) => formatMessage(walletSendMessages.en[key], values, 'en')
