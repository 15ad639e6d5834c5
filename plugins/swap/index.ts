import { createToken, definePlugin } from '../../kernel/plugin'
import type { SwapService } from './createSwapService'

/**
 * Swap: quote, approve and swap through the blockchain API's convert calls, sent by the active
 * chain plugin. Gated by the `swaps` flag (SWAP-02); while it is off nothing below is loaded.
 */
export const swap = definePlugin({
  id: 'swap',
  feature: 'swaps',
  views: {
    Swap: { title: 'Swap' },
    SwapSelectToken: { title: 'Select token' },
    SwapPreview: { title: 'Preview swap' },
  },
  // SWAP-01; spec §9: swaps run on eip155 chains only.
  accountActions: [{ id: 'swaps', view: 'Swap', label: 'Swap', namespaces: ['eip155'] }],
  messages: () => import('./locales/index'),
  load: () => import('./activate'),
})

/** The swap form, its quote and the approve/swap actions (one per kit). */
export const SWAP_SERVICE = /*#__PURE__*/ createToken<SwapService>('swap.service')

export type { SwapService, SwapState } from './createSwapService'
export type { SwapToken } from './swapToken'
