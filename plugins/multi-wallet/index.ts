import { definePlugin } from '../../kernel/plugin'

// Two overlapping cards: more than one wallet.
const WALLETS_ICON = 'M4 8h13v11H4zM7 8V5h13v11h-3M14 13h1'

/**
 * Multi-wallet (AppKit 1.8's, free here): several wallets connected at once per namespace, one
 * active; switch without a prompt, disconnect one or all, reconnect a recent one. Behind
 * `features.multiWallet` (AppKit's remote flag name, a local option, off by default): off, nothing
 * of it loads. The Account view's `wui-wallet-switch` opens the ProfileWallets view.
 */
export const multiWallet = definePlugin({
  id: 'multi-wallet',
  feature: 'multiWallet',
  views: { ProfileWallets: { title: 'Wallets' } },
  slots: {
    accountHeader: [{ id: 'wallets', label: 'Connected wallets', view: 'ProfileWallets', icon: WALLETS_ICON, testId: 'wui-wallet-switch' }],
  },
  load: () => import('./activate'),
  messages: () => import('./locales/index'),
})
