import { definePlugin } from '../../kernel/plugin'

/**
 * Balances: the Account view's balance and its Tokens tab, from the blockchain API on the
 * networks it serves and from the chain plugin's RPC elsewhere. No feature flag: the spec's
 * flags (FEAT-06) have none for balances, so the plugin is on whenever the host passes it.
 */
export const balances = definePlugin({
  id: 'balances',
  accountTabs: [{ id: 'tokens', order: 1, label: 'Tokens', view: 'TokensTab' }],
  messages: () => import('./locales/index'),
  load: () => import('./activate'),
})
