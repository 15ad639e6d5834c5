import { defineMessages } from '../../kernel/plugin'

/** The provider list and its explainer link. */
export const providersMessages = defineMessages('onramp', 'OnRampProviders', {
  unavailableTitle: 'Buying crypto is not available here',
  unavailable: 'No provider delivers on {network}. Switch to an EVM or Solana network.',
  thisNetwork: 'this network',
  fee: 'Fee {range}',
  explainer: 'The provider verifies you and takes the payment; the crypto arrives in your connected wallet.',
  whatIsBuy: 'What is Buy?',
})

export const whatIsABuyMessages = defineMessages('onramp', 'WhatIsABuy', {
  title: 'Buy crypto with a card or a bank transfer',
  body: 'An on-ramp provider sells you crypto for money: you pay them in their own window, and they send the crypto straight to the wallet you have connected here. Fees are charged by the provider.',
  buyCrypto: 'Buy crypto',
})

/** The amount step, the payment methods' names and the amount's checks (spec §5 limits). */
export const amountMessages = defineMessages('onramp', 'OnRampAmount', {
  chooseProviderFirst: 'Choose a provider first.',
  back: 'Back',
  buyingWith: 'Buying with {provider}',
  youPay: 'You pay',
  youBuy: 'You buy',
  paymentMethod: 'Payment method',
  amountIn: 'Amount in {currency}',
  limits: '{method}: {min} to {max}',
  continueWith: 'Continue with {provider}',
  card: 'Card',
  achBankAccount: 'Bank transfer (ACH)',
  enterAmount: 'Enter an amount',
  twoDecimals: 'Enter an amount with at most two decimals',
  methodUnavailable: '{method} is not available for {currency}',
  minimum: 'The minimum is {amount}',
  maximum: 'The maximum is {amount}',
})

export const fiatSelectMessages = defineMessages('onramp', 'OnRampFiatSelect', {
  limit: '{method}: {min}–{max}',
})

export const tokenSelectMessages = defineMessages('onramp', 'OnRampTokenSelect', {
  noTokens: 'No tokens to buy',
  nothingOn: 'Nothing can be bought on {network}',
  thisNetwork: 'this network',
})

export const quoteMessages = defineMessages('onramp', 'QuoteSummary', {
  youReceive: 'You receive',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  subtotal: 'Subtotal',
  total: 'Total',
  estimate: 'Live quote unavailable: this is an estimate. The provider shows the final amount.',
})

export const progressMessages = defineMessages('onramp', 'BuyInProgress', {
  theProvider: 'the provider',
  opening: 'Opening {provider}',
  waiting: 'Waiting for {provider}',
  openingTitle: 'Opening {provider}…',
  buyInWindow: 'Buy in the {provider} window',
  blocked: 'Your browser blocked the {provider} window. Open it with the link below; this view updates when the purchase completes.',
  complete: 'Complete the purchase in the {provider} window. This view updates by itself when it completes.',
  open: 'Open {provider}',
  copied: 'Link copied',
  copyLink: 'Copy link',
  tryAgain: 'Try again',
})

/** The result, and the service's own reasons for a failure (a provider's reason shows as it came). */
export const resultMessages = defineMessages('onramp', 'OnRampResult', {
  complete: 'Purchase complete',
  arrived: 'The funds arrived in your wallet.',
  arrivedFrom: 'The funds arrived in your wallet from {provider}.',
  transaction: 'Transaction {hash}',
  done: 'Done',
  timedOut: 'Purchase timed out',
  failed: 'Purchase failed',
  didNotComplete: 'The purchase did not complete.',
  changeAmount: 'Change amount',
  tryAgain: 'Try again',
  timeoutReason: 'The purchase did not complete in time.',
  notReadyReason: 'Connect a wallet and choose a provider and an amount first.',
  notOpenedReason: '{provider} could not be opened ({detail}). Try again or choose another provider.',
  closedReason: 'The checkout window was closed before the purchase finished.',
  failedReason: 'The purchase failed.',
})
