// The demo host's routes. The demo app (sandbox/app) replaces '/' with its page, which must
// keep loading '/sandbox-config.js' then '/wallets.js' before its own bundle, so `?wallets=`
// keeps working for browser drivers.
import type { BrowserWalletsConfig } from '../wallets/browser/installBrowserWallets'
import { renderWalletLogoPng } from '../api/walletLogoPng'
import { renderDemoPage } from './demoPage'
import type { DemoRoutes } from './demoServer'

export interface DemoRoutesOptions {
  /** `name: url` pairs; a function because the demo's own URL is known only once it listens. */
  services: () => ReadonlyArray<readonly [name: string, url: string]>
  walletsConfig: BrowserWalletsConfig
  /** JS text of the browser test wallets (buildBrowserWallets). */
  walletsBundle: () => Promise<string>
}

const JS = 'text/javascript; charset=utf-8'

export function createDemoRoutes({ services, walletsConfig, walletsBundle }: DemoRoutesOptions): DemoRoutes {
  return new Map([
    ['/', { contentType: 'text/html; charset=utf-8', body: () => renderDemoPage({ services: services() }) }],
    // Stays when the demo app takes '/': the list of URLs and a bare page for the test wallets.
    ['/sandbox', { contentType: 'text/html; charset=utf-8', body: () => renderDemoPage({ services: services() }) }],
    ['/sandbox-config.js', { contentType: JS, body: () => `window.__AIRLOCK_SANDBOX__ = ${JSON.stringify(walletsConfig, null, 2)};\n` }],
    ['/wallets.js', { contentType: JS, body: walletsBundle }],
    // Browsers ask every origin for one; without it each page load logs a 404 in the console.
    ['/favicon.ico', { contentType: 'image/png', body: () => renderWalletLogoPng('Airlock') }],
    ['/health', { contentType: 'text/plain; charset=utf-8', body: () => 'ok' }],
  ])
}
