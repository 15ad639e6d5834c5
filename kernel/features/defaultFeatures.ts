// Default feature values (spec §9). Local ones come from the `features` option; remote ones
// from `/appkit/v1/config`, or these defaults when that fetch fails and nothing local is set.
import type { Features, OnRampProvider, SocialProvider, SwapProvider } from '../config/options'

/** Local features with every default filled in (the remote-controlled keys are not here). */
export type LocalFeatures = Required<
  Pick<
    Features,
    | 'receive'
    | 'send'
    | 'emailShowWallets'
    | 'analytics'
    | 'allWallets'
    | 'legalCheckbox'
    | 'smartSessions'
    | 'collapseWallets'
    | 'pay'
    | 'multiWallet'
    | 'connectorTypeOrder'
    | 'walletFeaturesOrder'
  >
> &
  Omit<Features, 'swaps' | 'onramp' | 'email' | 'socials' | 'activity' | 'history' | 'reownBranding'>

/** On: receive, send, emailShowWallets, analytics, allWallets. Off: legalCheckbox, smartSessions, collapseWallets, pay (FEAT-10, FEAT-11), multiWallet (BYD-34). */
export const DEFAULT_FEATURES: Readonly<LocalFeatures> = /*#__PURE__*/ Object.freeze({
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  multiWallet: false,
  connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
} satisfies LocalFeatures)

/** The features the remote config controls, as the kit uses them. */
export interface RemoteFeatures {
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: readonly SwapProvider[] | false
  onramp: readonly OnRampProvider[] | false
  activity: boolean
  /** The branding flag (`reown_branding`). */
  reownBranding: boolean
}

/** swaps: one aggregator; onramp: meld (the spec's provider B, whose URL carries publicKey) and coinbase (provider A); email; activity; seven socials (FEAT-12..15). */
export const DEFAULT_REMOTE_FEATURES: Readonly<RemoteFeatures> = /*#__PURE__*/ Object.freeze({
  email: true,
  socials: Object.freeze(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const),
  swaps: Object.freeze(['1inch'] as const),
  onramp: Object.freeze(['meld', 'coinbase'] as const),
  activity: true,
  reownBranding: true,
})

/** Basic mode: every remote feature off (FEAT-02). */
export const REMOTE_FEATURES_OFF: Readonly<RemoteFeatures> = /*#__PURE__*/ Object.freeze({
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  reownBranding: false,
})

/** Display order of the social buttons (FEAT-16). */
export const DEFAULT_SOCIALS_ORDER: readonly SocialProvider[] = /*#__PURE__*/ Object.freeze([
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const)
