import { defineMessages } from '../../kernel/plugin'

/**
 * The EVM plugin's errors a visitor reads (the connecting view, the network snackbar, a send or
 * swap that fails). Thrown as `ChainError.worded(...)`: the message stays this English for hosts,
 * the kit shows the locale's words. `chainNotSupported` is spec §8's exact text.
 */
export const eip155ErrorMessages = defineMessages('chain-eip155', 'Errors', {
  chainNotSupported: 'Chain is not supported',
  noAccounts: '{name} returned no accounts',
  notAvailable: '{name} is not available',
  notAtomic: 'The wallet cannot send these calls atomically',
  capabilitiesUnsupported: 'The wallet does not support the capabilities these calls require',
  notIncluded: 'Transaction {hash} was not included in time',
})
