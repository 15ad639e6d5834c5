// The flag keys the kit gates on (spec §6, FEAT-06). Plugins may add their own keys.

export const FEATURE_FLAGS = /*#__PURE__*/ Object.freeze([
  'send',
  'receive',
  'swaps',
  'onramp',
  'activity',
  'email',
  'socials',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
] as const)

export type FeatureFlagKey = (typeof FEATURE_FLAGS)[number]

/** Airlock's own local flags beyond spec §6's twelve: off unless the host turns them on (BYD-34). */
export const OPT_IN_FLAGS = /*#__PURE__*/ Object.freeze(['multiWallet'] as const)

/** Flags the remote config (`/appkit/v1/config`) decides outside basic mode. */
export const REMOTE_FLAGS = /*#__PURE__*/ Object.freeze(['swaps', 'onramp', 'activity', 'email', 'socials'] as const)
export type RemoteFlagKey = (typeof REMOTE_FLAGS)[number]

export const isRemoteFlag = (flag: string): flag is RemoteFlagKey => (REMOTE_FLAGS as readonly string[]).includes(flag)

/** A plugin's `feature`, one flag or any of a list, as a list. */
export const flagsOf = (feature: string | readonly string[]): readonly string[] => (typeof feature === 'string' ? [feature] : feature)
