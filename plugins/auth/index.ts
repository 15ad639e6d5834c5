import { createToken, definePlugin } from '../../kernel/plugin'
import type { AuthService } from './createAuthService'
import type { LoginFlows } from './createLoginFlows'

/**
 * The embedded wallet: email login by code through the secure site's frame, the AUTH connector
 * on eip155 and solana, and ApproveTransaction for signing and sending (spec "Plugin: auth").
 * Keys and signing stay in the secure site's origin; the kit only talks to its frame.
 */
export const auth = definePlugin({
  id: 'auth',
  // AUTH-03/04: loads while email or socials is on (remote config may turn either off; the
  // Connect view shows each section only under its own flag); a plugin on a remote flag also
  // takes the kit out of basic mode, so the remote config is fetched.
  feature: ['email', 'socials'],
  // AUTH-05: the embedded wallet has an EVM and a Solana account; it needs a network of either.
  apply: (config) => config.networks.some((network) => network.chainNamespace === 'eip155' || network.chainNamespace === 'solana'),
  views: {
    EmailVerifyDevice: { title: 'Register Device' },
    EmailVerifyOtp: { title: 'Confirm Email' },
    ApproveTransaction: { title: 'Approve Transaction' },
    ConnectingSocial: { title: 'Connecting' },
    ConnectingFarcaster: { title: 'Farcaster' },
    ConnectSocials: { title: 'All socials' },
    UpdateEmailWallet: { title: 'Edit Email' },
    UpdateEmailPrimaryOtp: { title: 'Confirm Current Email' },
    UpdateEmailSecondaryOtp: { title: 'Confirm New Email' },
    // AUTH-06: the smart account / EOA switch, behind AccountSettings' row as in AppKit.
    SmartAccountSettings: { title: 'Smart Account Settings' },
    // AppKit's UpgradeWallet view: the secure site's export page behind AccountSettings' row.
    UpgradeEmailWallet: { title: 'Export key' },
  },
  slots: {
    connectMethods: [
      { id: 'auth-email', method: 'email', component: 'EmailLoginWidget' },
      { id: 'auth-social', method: 'social', component: 'SocialLoginWidget' },
    ],
    accountSettings: [
      { id: 'auth-email-update', label: 'Email', component: 'EmailUpdateRow', namespaces: ['eip155', 'solana'], order: 1 },
      { id: 'auth-secure-website', label: 'Export key', component: 'SecureWebsiteRow', namespaces: ['eip155', 'solana'] },
      { id: 'auth-account-type', label: 'Account type', component: 'AccountTypeRow', namespaces: ['eip155'] },
    ],
  },
  load: () => import('./activate'),
  messages: () => import('./locales/index'),
})

/** The embedded wallet's service (session, email steps, connector, approvals). */
export const AUTH_SERVICE = /*#__PURE__*/ createToken<AuthService>('auth.service')
/** Farcaster, the email change and the redirect login (createLoginFlows). */
export const AUTH_LOGIN_FLOWS = /*#__PURE__*/ createToken<LoginFlows>('auth.loginFlows')
/**
 * The secure frame's element (`#w3m-iframe`), which the overlay places over ApproveTransaction;
 * undefined until the frame is first needed (an email or social login, a session to restore).
 */
export const AUTH_FRAME = /*#__PURE__*/ createToken<{ element(): HTMLIFrameElement | undefined }>('auth.frame')

export type { AuthService, AuthState } from './createAuthService'
// AUTH_LOGIN_FLOWS's type, public so a host's declaration output can name it (TS2742 otherwise).
export type { FarcasterState, LoginFlows } from './createLoginFlows'
export type { SolanaAuthProvider } from './createSolanaAuthProvider'
