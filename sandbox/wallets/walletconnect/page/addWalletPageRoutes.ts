// Adds the WalletConnect test wallet page to the demo host's route table: the page at
// /wc-wallet, its bundle (built on first request), and /wc-wallet-config.js, which adds the
// sandbox relay URL to the __AIRLOCK_SANDBOX__ that /sandbox-config.js sets.
import type { DemoRoutes } from '../../../launcher/demoServer'
import { buildWalletPage } from './buildWalletPage'
import { renderWalletPageHtml } from './renderWalletPageHtml'

const JS = 'text/javascript; charset=utf-8'

export function addWalletPageRoutes(routes: DemoRoutes, { relayUrl }: { relayUrl: string | undefined }): void {
  routes.set('/wc-wallet', { contentType: 'text/html; charset=utf-8', body: () => renderWalletPageHtml() })
  routes.set('/wc-wallet.js', { contentType: JS, body: buildWalletPage })
  routes.set('/wc-wallet-config.js', {
    contentType: JS,
    body: () => `window.__AIRLOCK_SANDBOX__ = Object.assign(window.__AIRLOCK_SANDBOX__ || {}, ${JSON.stringify({ relayUrl })});\n`,
  })
}
