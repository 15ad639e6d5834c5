// A small harness for the Connect and AllWallets browser tests: the sandbox API, the page above
// with the browser test wallets (`?wallets=`), served from loopback, and headless Chromium that
// may reach nothing else. Like harness.ts, but on the real views instead of the test stand-ins.
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core'
import { buildDemoApp } from '../app/buildDemoApp'
import { startSandbox } from '../testing/startSandbox'
import { buildBrowserWallets } from '../testing/buildBrowserWallets'
import type { Sandbox } from '../testing/types'
import type { BrowserWalletsConfig } from '../wallets/browser/installBrowserWallets'
import { ARTIFACTS_DIR } from './harness'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
// Nothing listens here: balance reads fail fast, and connecting needs no RPC (the wallet answers).
const DEAD_RPC = 'http://127.0.0.1:9'

export interface ConnectHarness {
  sandbox: Sandbox<'api'>
  url: string
  /** Non-loopback URLs the browser tried to reach (aborted). */
  blocked: string[]
  open(
    query: string,
    opts?: { options?: Record<string, unknown>; colorScheme?: 'light' | 'dark'; context?: BrowserContextOptions; wallets?: Partial<BrowserWalletsConfig> },
  ): Promise<{ page: Page; console: string[]; close(): Promise<void> }>
  screenshot(page: Page, name: string): Promise<string>
  /** axe-core on the modal: serious and critical violations, described. */
  audit(page: Page): Promise<string[]>
  close(): Promise<void>
}

export async function startConnectHarness(): Promise<ConnectHarness> {
  const [sandbox, app, wallets, browser, axeSource] = await Promise.all([
    startSandbox({ services: ['api'] }),
    buildDemoApp({ entry: fileURLToPath(new URL('./connectPage.tsx', import.meta.url)), minify: true, base: '/app' }),
    buildBrowserWallets({ minify: true }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
    readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  ])
  const files = new Map<string, { type: string; body: string }>()
  for (const [path, body] of app.files) files.set(path, { type: 'text/javascript; charset=utf-8', body })
  files.set('/wallets.js', { type: 'text/javascript; charset=utf-8', body: wallets })
  let pages = 0
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x.invalid').pathname)
    if (!file) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const blocked: string[] = []

  return {
    sandbox,
    url,
    blocked,
    async open(query, opts = {}) {
      const base = `/p/${++pages}`
      const pageConfig = { endpoints: sandbox.endpoints, rpcUrl: DEAD_RPC, options: opts.options }
      files.set(`${base}/`, {
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Airlock connect e2e</title>
<script>window.__AIRLOCK_SANDBOX__ = ${JSON.stringify({ rpcUrls: { 1: DEAD_RPC, 137: DEAD_RPC }, ...opts.wallets })}; window.__CONNECT_E2E__ = ${JSON.stringify(pageConfig)};</script>
<script src="/wallets.js"></script><script type="module" src="/app/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>`,
      })
      const context = await browser.newContext({ viewport: { width: 1024, height: 860 }, colorScheme: opts.colorScheme, ...opts.context })
      await context.route('**/*', (route) => {
        const host = new URL(route.request().url()).hostname
        if (host === '127.0.0.1' || host === 'localhost') return route.continue()
        blocked.push(route.request().url())
        return route.abort('blockedbyclient')
      })
      const page = await context.newPage()
      page.setDefaultTimeout(15_000)
      const messages: string[] = []
      page.on('console', (msg) => messages.push(`${msg.type()}: ${msg.text()}`))
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
      await page.goto(`${url}${base}/${query}`)
      await page.waitForFunction(() => Boolean((window as unknown as { __kit?: unknown }).__kit))
      return { page, console: messages, close: () => context.close() }
    },
    async screenshot(page, name) {
      const path = `${ARTIFACTS_DIR}${name}.png`
      await page.screenshot({ path })
      return path
    },
    async audit(page) {
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
      return page.evaluate(async () => {
        type Violation = { id: string; impact: string; nodes: { target: unknown; html: string; failureSummary: string }[] }
        const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }).axe
        const result = await axe.run({ include: [['airlock-modal']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, n.html, n.failureSummary]))}`)
      })
    },
    async close() {
      await browser.close().catch(() => undefined)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await sandbox.close()
    },
  }
}
