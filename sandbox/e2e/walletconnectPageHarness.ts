// Opens walletconnectPage.tsx (real views, EVM chain plugin, walletconnect plugin) in the shared
// browser harness: the page's bundle and the browser test wallets are served by the harness's
// page server, and each page is opened in its own locked-down context (loopback only).
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { buildDemoApp } from '../app/buildDemoApp'
import { buildBrowserWallets } from '../wallets/browser/buildBrowserWallets'
import { startE2eHarness, type E2eHarness, type OpenedPage } from './harness'
import type { TestPageConfig } from './testPageConfig'

export type WalletConnectPageServices = 'api' | 'evm' | 'relay'

export interface WalletConnectPageHarness {
  h: E2eHarness<WalletConnectPageServices>
  /** Opens the page; `wallets` is the browser wallets' `?wallets=` selection. */
  open(config?: TestPageConfig, options?: { wallets?: string; colorScheme?: 'light' | 'dark' }): Promise<OpenedPage>
  /** axe-core's serious and critical findings inside the modal. */
  audit(page: Page): Promise<string[]>
  close(): Promise<void>
}

/** A chain id the kit is not configured for but the test wallet can move to (its RPC is never read). */
export const UNKNOWN_CHAIN_ID = 10

export async function startWalletConnectPageHarness(): Promise<WalletConnectPageHarness> {
  const h = await startE2eHarness<WalletConnectPageServices>({ services: ['api', 'evm', 'relay'] })
  const evm = h.sandbox.urls.evm
  const [build, walletsJs, axeSource] = await Promise.all([
    buildDemoApp({ entry: fileURLToPath(new URL('./walletconnectPage.tsx', import.meta.url)), minify: true, base: '/wc' }),
    buildBrowserWallets({ config: { rpcUrls: { 1: evm[1], 137: evm[137], [UNKNOWN_CHAIN_ID]: 'http://127.0.0.1:9' }, chainId: 1 } }),
    readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  ])
  for (const [path, body] of build.files) h.serve(path, { contentType: 'text/javascript; charset=utf-8', body })
  h.serve('/wc/wallets.js', { contentType: 'text/javascript; charset=utf-8', body: walletsJs })
  h.serve('/wc/axe.js', { contentType: 'text/javascript; charset=utf-8', body: axeSource })
  let pages = 0

  return {
    h,
    async open(config = {}, { wallets = 'eip6963:1', colorScheme } = {}) {
      const base = `/wc/p/${++pages}`
      const pageConfig: TestPageConfig = {
        networks: h.sandbox.networks.filter((n) => n.chainNamespace === 'eip155'),
        ...config,
        endpoints: { ...h.sandbox.endpoints, ...config.endpoints },
      }
      h.serve(`${base}/config.js`, { contentType: 'text/javascript', body: `window.__E2E__ = ${JSON.stringify(pageConfig)};\n` })
      h.serve(`${base}/`, { contentType: 'text/html; charset=utf-8', body: pageHtml(base) })
      // The harness's own page gives a context with its loopback-only routing; then go to ours.
      const opened = await h.openPage({}, { colorScheme })
      await opened.page.goto(`${h.url}${base}/?wallets=${wallets}`)
      await opened.page.waitForFunction(() => Boolean((window as unknown as { __ready?: boolean }).__ready), undefined, { timeout: 30_000 })
      return opened
    },
    async audit(page) {
      await page.addScriptTag({ url: '/wc/axe.js' })
      return page.evaluate(async () => {
        type Result = { violations: { id: string; impact: string; nodes: { target: unknown; html: string; failureSummary: string }[] }[] }
        const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe
        const result = await axe.run({ include: [['airlock-modal']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, n.html, n.failureSummary]))}`)
      })
    },
    close: () => h.close(),
  }
}

function pageHtml(base: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Airlock WalletConnect browser test</title>
    <script src="${base}/config.js"></script>
    <script src="/wc/wallets.js"></script>
    <script type="module" src="/wc/app.js"></script>
  </head>
  <body>
    <main>
      <h1>Host page</h1>
      <div id="root"></div>
    </main>
  </body>
</html>
`
}
