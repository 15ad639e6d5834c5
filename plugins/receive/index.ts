import { definePlugin } from '../../kernel'

/**
 * Receive: the connected address as a QR code, a copy button and the networks it can receive
 * on. Behind the `receive` flag (RECV-02): when it resolves off, the view module is never loaded.
 * Order 3 in the Account actions: onramp, swaps, receive, send (RECV-01).
 */
export const receive = definePlugin({
  id: 'receive',
  feature: 'receive',
  views: { WalletReceive: () => import('./views/WalletReceive') },
  accountActions: [{ id: 'receive', order: 3, view: 'WalletReceive', label: 'Receive' }],
})
