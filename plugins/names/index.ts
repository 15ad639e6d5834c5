import { definePlugin } from '../../kernel/plugin'

/**
 * Names: a human-readable account name (`alice.reown.id`) for any eip155 account (BYD-21).
 * The AccountSettings row leads to ChooseAccountName, then RegisterAccountName (validation,
 * suggestions, sign and register) and RegisterAccountNameSuccess; on connect the account's name
 * is looked up so the account button shows it. Gated by its own `names` flag (on unless a host
 * sets it false) and loaded only when the kit has eip155 networks (spec §9).
 */
export const names = definePlugin({
  id: 'names',
  feature: 'names',
  apply: (config) => config.networks.some((n) => n.chainNamespace === 'eip155'),
  views: {
    ChooseAccountName: { title: 'Choose name' },
    RegisterAccountName: { title: 'Choose name' },
    RegisterAccountNameSuccess: { title: 'Name registered' },
  },
  slots: {
    accountSettings: [{ id: 'names', label: 'Account name', component: 'AccountNameRow', namespaces: ['eip155'] }],
  },
  load: () => import('./activate'),
  messages: () => import('./locales/index'),
})

// The service's token is in contract.ts, not here: the manifest module stays the only file of
// this plugin in a host's first bundle.
export type { NameRecord, NameService, NameSuggestion } from './contract'
