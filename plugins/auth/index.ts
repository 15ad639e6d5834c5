import { createToken, definePlugin } from '../../kernel/plugin'
import type { AuthService } from './createAuthService'

/**
 * The embedded wallet: email login by code through the secure site's frame, the AUTH connector
 * on eip155, and ApproveTransaction for signing and sending (spec "Plugin: auth"). Keys and
 * signing stay in the secure site's origin; the kit only talks to its frame.
 */
export const auth = definePlugin({
  id: 'auth',
  // AUTH-03: email login only with the email flag on (remote config may turn it off); a plugin
  // on a remote flag also takes the kit out of basic mode, so the remote config is fetched.
  feature: 'email',
  // AUTH-05: the embedded wallet's EVM account needs an eip155 network to connect on.
  apply: (config) => config.networks.some((network) => network.chainNamespace === 'eip155'),
  views: {
    EmailVerifyDevice: { load: () => import('./views/EmailVerifyDevice'), title: 'Register Device' },
    EmailVerifyOtp: { load: () => import('./views/EmailVerifyOtp'), title: 'Confirm Email' },
    ApproveTransaction: { load: () => import('./views/ApproveTransaction'), title: 'Approve Transaction' },
    ConnectingSocial: { load: () => import('./views/ConnectingSocial'), title: 'Connecting' },
  },
  slots: {
    connectMethods: [
      { id: 'auth-email', method: 'email', component: () => import('./views/EmailLoginWidget') },
      { id: 'auth-social', method: 'social', component: () => import('./views/SocialLoginWidget') },
    ],
    overlay: [{ id: 'auth-secure-frame', component: () => import('./views/SecureFrameOverlay') }],
    accountSettings: [
      { id: 'auth-secure-website', label: 'Export key', component: () => import('./views/SecureWebsiteRow'), namespaces: ['eip155'] },
      { id: 'auth-account-type', label: 'Account type', component: () => import('./views/AccountTypeRow'), namespaces: ['eip155'] },
    ],
  },
  load: () => import('./activate'),
})

/** The embedded wallet's service (session, email steps, connector, approvals). */
export const AUTH_SERVICE = /*#__PURE__*/ createToken<AuthService>('auth.service')
/** The secure frame's element (`#w3m-iframe`), which the overlay places over ApproveTransaction. */
export const AUTH_FRAME = /*#__PURE__*/ createToken<HTMLIFrameElement>('auth.frame')

export type { AuthService, AuthState } from './createAuthService'
