import { defineMessages } from '../../kernel/plugin'

/** The Swap view's words; the action button's are AppKit's, in `swapActionLabel`'s walk. */
export const swapViewMessages = defineMessages('swap', 'Swap', {
  connectToSwap: 'Connect a wallet to swap.',
  youPay: 'You pay',
  youReceive: 'You receive',
  switchTokens: 'Switch tokens',
  selectToken: 'Select token',
  enterAmount: 'Enter amount',
  insufficientBalance: 'Insufficient balance',
  gettingQuote: 'Getting quote',
  reviewSwap: 'Review swap',
})

export const swapInputMessages = defineMessages('swap', 'SwapInput', {
  /** Read before the token button, so it says which side it changes (the view adds the space). */
  side: '{label}:',
  selectToken: 'Select token',
  balance: 'Balance: {amount}',
  max: 'Max',
})

export const swapDetailsMessages = defineMessages('swap', 'SwapDetails', {
  details: 'Swap details',
  rate: 'Rate',
  networkCost: 'Network cost',
  priceImpact: 'Price impact',
  maxSlippage: 'Max. slippage',
  minimumReceived: 'Minimum received',
  providerFee: 'Provider fee',
  includedInQuote: 'Included in quote',
})

/** The preview's words, and the service's own reasons (English in its state) as the view shows them. */
export const swapPreviewMessages = defineMessages('swap', 'SwapPreview', {
  send: 'Send',
  receive: 'Receive',
  reviewCarefully: 'Review transaction carefully',
  approveFirst: 'Approve {symbol} first: the swap may then spend it for you.',
  cancel: 'Cancel',
  approve: 'Approve',
  swap: 'Swap',
  reverted: 'The swap reverted on chain: the price moved more than the {slippage} slippage allows. Nothing was swapped; try again.',
  approvalReverted: 'The approval reverted on chain. Nothing was approved.',
  quoteMoved: 'The price changed since your review. Nothing was sent: check the new amounts and press Swap again.',
})

export const swapSelectTokenMessages = defineMessages('swap', 'SwapSelectToken', {
  search: 'Search token',
  suggested: 'Suggested tokens',
  yourTokens: 'Your tokens',
  tokens: 'Tokens',
  noTokens: 'No tokens found',
  noMatch: 'Nothing matches “{search}”.',
})

/** The service's snacks, shown outside any view. */
export const swapSnackMessages = defineMessages('swap', 'SwapSnacks', {
  swapped: 'Swapped {from} to {amount} {to}',
  failed: 'Swap failed',
})
