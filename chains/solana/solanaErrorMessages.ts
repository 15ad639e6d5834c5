import { defineMessages } from '../../kernel/plugin'

/**
 * The Solana plugin's errors a visitor reads (connecting, signing, sending). Thrown as
 * `ChainError.worded(...)`: the message stays this English for hosts, the kit shows the
 * locale's words.
 */
export const solanaErrorMessages = defineMessages('chain-solana', 'Errors', {
  walletNotConnected: 'Wallet not connected',
  unknownAccount: 'Unknown account {account}',
  notSupported: '{name} does not support {feature}',
  noAccount: '{name} returned no Solana account',
  sessionNoAccount: 'The WalletConnect session has no solana account',
  noSignature: 'The wallet answered solana_signTransaction without a signature',
  blockhashExpired: 'The network could not price this transaction: its blockhash has expired',
  transactionFailed: 'Transaction {signature} failed: {reason}',
  transactionExpired: 'Transaction {signature} expired before it was confirmed',
})

/** The pack's name and its lazy locale chunks, for the adapter's `messages`. */
export const solanaMessages = { pack: 'chain-solana', load: () => import('./locales/index') }
