import { createToken, definePlugin } from '../../kernel/plugin'
import type { OnRampService } from './createOnRampService'
import type { OnRampStore } from './createOnRampStore'

// A dollar sign in a circle, for the account view's Buy action.
const BUY_ICON = 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6.5v11'

/**
 * On-ramp: buy crypto through provider A or B (spec §1, §9). Behind the `onramp` flag (ONR-02),
 * on eip155 and solana (ONR-21); first among the account actions by walletFeaturesOrder.
 */
export const onramp = definePlugin({
  id: 'onramp',
  feature: 'onramp',
  views: {
    OnRampProviders: { title: 'Choose Provider' },
    WhatIsABuy: { title: 'What is Buy?' },
    OnRampAmount: { title: 'Buy' },
    OnRampFiatSelect: { title: 'Select Currency' },
    OnRampTokenSelect: { title: 'Select Token' },
    BuyInProgress: { title: 'Buy' },
    OnRampResult: { title: 'Buy' },
  },
  accountActions: [{ id: 'onramp', view: 'OnRampProviders', label: 'Buy', icon: BUY_ICON, namespaces: ['eip155', 'solana'] }],
  messages: () => import('./locales/index'),
  load: () => import('./activate'),
})

/** The on-ramp state of spec §3 (ONR-12) with resetState (ONR-13). */
export const ONRAMP_STORE = /*#__PURE__*/ createToken<OnRampStore>('onramp.store')
/** Options, quote and the purchase itself. */
export const ONRAMP_SERVICE = /*#__PURE__*/ createToken<OnRampService>('onramp.service')

export type { OnRampState, OnRampStore, PurchaseProgress, PurchaseStatus } from './createOnRampStore'
export type { OnRampService } from './createOnRampService'
