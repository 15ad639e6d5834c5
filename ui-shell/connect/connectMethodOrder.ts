import type { ConnectMethod } from '../../kernel'

export interface ConnectMethodOrderInput {
  /** Email login is on (remote `email` feature and an auth connector). */
  email: boolean
  /** Social login is on (remote `socials` non-empty and an auth connector). */
  socials: boolean
  /** Injected or announced wallets are shown on the Connect view (after the visibility rules). */
  hasWalletsShown: boolean
  /** Whether the wallet list is offered at all (AppKit's `enableWallets`); default true. */
  wallets?: boolean
  /** AppKit's `features.connectMethodsOrder`; it wins over both defaults. */
  override?: readonly ConnectMethod[]
}

/** CONV-01: the default order. */
export const DEFAULT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = Object.freeze(['email', 'social', 'wallet'])
/** CONV-02: a visitor with a wallet in the browser sees it first. */
export const WALLET_FIRST_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = Object.freeze(['wallet', 'email', 'social'])

/**
 * The connect methods the Connect view shows, in order. Methods that are off are left out, so
 * the view can put an "or" separator between consecutive entries.
 */
export function connectMethodOrder(input: ConnectMethodOrderInput): ConnectMethod[] {
  const order = input.override?.length
    ? input.override
    : input.hasWalletsShown
      ? WALLET_FIRST_CONNECT_METHOD_ORDER
      : DEFAULT_CONNECT_METHOD_ORDER
  const enabled: Record<ConnectMethod, boolean> = {
    email: input.email,
    social: input.socials,
    wallet: input.wallets !== false,
  }
  return [...new Set(order)].filter((method) => enabled[method])
}
