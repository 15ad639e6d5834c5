import { definePlugin } from '../../kernel'

/**
 * WalletConnect: QR-code and deep-link connections through @walletconnect/universal-provider,
 * multi-chain sessions, restore on startup. The manifest is all a host's first bundle holds;
 * `enableWalletConnect: false` leaves it inert.
 */
export const walletConnect = definePlugin({
  id: 'walletConnect',
  load: () => import('./activate'),
})
