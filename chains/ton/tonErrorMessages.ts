import { defineMessages } from '../../kernel/plugin'

/**
 * The TON plugin's errors a visitor reads (connecting, signing, sending). Thrown as
 * `ChainError.worded(...)`: the message stays this English for hosts, the kit shows the
 * locale's words.
 */
export const tonErrorMessages = defineMessages('chain-ton', 'Errors', {
  notInstalled: '{name} is not installed',
  connectFailed: 'TON connect failed',
  noAccount: '{name} answered connect without a TON account',
  notConnected: 'The TON wallet is not connected',
  invalidAddress: 'Invalid TON address: {address}',
  noBoc: 'The TON wallet answered {method} without a BOC',
  wcNoKey: 'The WalletConnect wallet gave no TON public key and state init, so its sign-in cannot be verified',
  noSignedData: 'The TON wallet answered {method} without a signature, timestamp and domain',
})

/** The pack's name and its lazy locale chunks, for the adapter's `messages`. */
export const tonMessages = { pack: 'chain-ton', load: () => import('./locales/index') }
