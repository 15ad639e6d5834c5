import { definePlugin } from '../../kernel/plugin'

/**
 * Receive: the connected address as a QR code, a copy button and the networks it can receive
 * on. Behind the `receive` flag (RECV-02): when it resolves off, the view module is never loaded.
 * Its place among the Account actions comes from `features.walletFeaturesOrder` (RECV-01).
 */
export const receive = definePlugin({
  id: 'receive',
  feature: 'receive',
  views: { WalletReceive: { load: () => import('./views/WalletReceive'), title: 'Receive' } },
  accountActions: [{ id: 'receive', view: 'WalletReceive', label: 'Receive' }],
  messages: () => import('./locales/index'),
})
