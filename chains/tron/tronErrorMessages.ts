import { defineMessages } from '../../kernel/plugin'

/**
 * The TRON plugin's errors a visitor reads (connecting, signing, sending). Thrown as
 * `ChainError.worded(...)`: the message stays this English for hosts, the kit shows the
 * locale's words. `reason` is the node's own code and text.
 */
export const tronErrorMessages = defineMessages('chain-tron', 'Errors', {
  notInstalled: '{name} is not installed',
  notTronAddress: '{name} returned an address that is not a TRON address',
  noAccount: '{name} gave no account',
  locked: 'TronLink is locked or gave no account',
  siteNotConnected: 'The site is not connected to TronLink',
  walletNotConnected: 'Wallet not connected',
  sessionNoAccount: 'The WalletConnect session has no tron account',
  invalidAddress: 'Invalid address',
  invalidAmount: 'Invalid amount',
  nodeRefused: 'The TRON node refused the transaction: {reason}',
  differentTransaction: 'The wallet returned a different transaction than the one it was asked to sign',
  noSignature: 'The wallet returned no TRON message signature',
  notIncluded: 'Transaction {hash} was not included within {seconds} s',
})

/** The pack's name and its lazy locale chunks, for the adapter's `messages`. */
export const tronMessages = { pack: 'chain-tron', load: () => import('./locales/index') }
