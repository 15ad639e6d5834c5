import { definePlugin } from '../../kernel/plugin'

/**
 * WalletConnect: QR-code and deep-link connections through @walletconnect/universal-provider,
 * multi-chain sessions, restore on startup. The manifest is all a host's first bundle holds;
 * with `enableWalletConnect: false` not even its activation is downloaded.
 */
export const walletConnect = definePlugin({
  id: 'walletConnect',
  apply: (config) => config.enableWalletConnect,
  load: () => import('./activate'),
})
