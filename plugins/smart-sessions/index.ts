import { definePlugin } from '../../kernel/plugin'

// A clock face: sessions are permissions that run for a time.
const SESSIONS_ICON = 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v5l3 2'

/**
 * Smart sessions (ERC-7715): grant a dapp time-limited permissions through the connected eip155
 * wallet, list them (Active / Expired / Revoked) and revoke them. Gated by the spec's
 * `smartSessions` flag (off by default, SMS-02); the header button `w3m-header-smart-sessions`
 * opens SmartSessionList (SMS-01).
 */
export const smartSessions = definePlugin({
  id: 'smart-sessions',
  feature: 'smartSessions',
  apply: (config) => config.networks.some((n) => n.chainNamespace === 'eip155'),
  views: {
    SmartSessionList: { load: () => import('./views/SmartSessionList'), title: 'Smart Sessions' },
    SmartSessionCreated: { load: () => import('./views/SmartSessionCreated'), title: 'Session created' },
  },
  slots: {
    accountHeader: [{ id: 'smart-sessions', label: 'Smart sessions', view: 'SmartSessionList', icon: SESSIONS_ICON, testId: 'w3m-header-smart-sessions', namespaces: ['eip155'] }],
  },
  load: () => import('./activate'),
})

export { SMART_SESSIONS_SERVICE } from './contract'
export type * from './contract'
export { createSubscription, getSmartSessions, grantPermissions, isSmartSessionSupported, revokeSmartSession } from './api'
