import { createToken, definePlugin } from '../../kernel/plugin'
import type { SiwxService } from './createSiwxService'

/**
 * Sign in with wallet: after a connect without a session the SIWXSignMessage view asks the
 * wallet to sign the `siwx` config's message, and the config keeps the session. Applies only
 * when the host set `siwx` or `siweConfig`; otherwise nothing of it is ever loaded.
 */
export const siwx = definePlugin({
  id: 'siwx',
  apply: (config) => Boolean(config.siwx),
  views: {
    SIWXSignMessage: { title: 'Sign In' },
  },
  load: () => import('./activate'),
  messages: () => import('./locales/index'),
})

/** The sign-in state and actions of the connected account (the view's service). */
export const SIWX_SERVICE = /*#__PURE__*/ createToken<SiwxService>('siwx.service')

export type { SiwxService, SiwxState } from './createSiwxService'
export type * from './siwxTypes'
