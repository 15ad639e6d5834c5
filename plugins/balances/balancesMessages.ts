import { defineMessages } from '../../kernel/plugin'

/** The Tokens tab's words. */
export const tokensTabMessages = defineMessages('balances', 'TokensTab', {
  loading: 'Loading tokens',
  list: 'Tokens',
  emptyTitle: 'You have no tokens yet',
  emptyDescription: 'Tokens you hold on this network show up here',
})
