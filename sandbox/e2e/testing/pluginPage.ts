// One page per plugin browser test: the test's entry bundled and served beside the quick-start
// demo (sandbox API, EVM devnets, test wallets), a Chromium that may reach only 127.0.0.1, and
// the steps every such test starts with (open the page, connect a test wallet, open Account).
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { buildDemoApp, type DemoAppBuild } from '../../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../../app/appkit-quickstart/startQuickstartDemo'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const JS = 'text/javascript; charset=utf-8'

export interface PluginPageHost {
  demo: QuickstartDemo
  browser: Browser
  build: DemoAppBuild
  /** Opens `${base}/${query}` in a fresh context; requests off 127.0.0.1 are aborted and listed in `blocked`. */
  open(query: string): Promise<OpenedPage>
  close(): Promise<void>
}

export interface OpenedPage {
  page: Page
  close(): Promise<void>
  /** Addresses off 127.0.0.1 the page tried to reach. */
  blocked: string[]
  /** Paths it requested. */
  requested: string[]
  /** Uncaught page errors. */
  errors: string[]
}

/**
 * Bundles `entry` (a URL beside the test) under `base` and serves it with the sandbox's endpoints
 * and networks as `window[configGlobal]`, the sandbox config and the test wallets.
 */
export async function startPluginPage(options: { entry: URL; base: string; configGlobal: string; title: string }): Promise<PluginPageHost> {
  const { base, configGlobal, title } = options
  const build = await buildDemoApp({ entry: fileURLToPath(options.entry), minify: true, base })
  const [demo, browser] = await Promise.all([
    startQuickstartDemo({
      extend(routes, sandbox) {
        for (const [path, text] of build.files) routes.set(path, { contentType: JS, body: () => text })
        routes.set(`${base}/config.js`, {
          contentType: JS,
          body: () => `window.${configGlobal} = ${JSON.stringify({ endpoints: sandbox.endpoints, networks: sandbox.networks })};\n`,
        })
        routes.set(`${base}/`, {
          contentType: 'text/html; charset=utf-8',
          body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>${title}</title>
<script src="/sandbox-config.js"></script><script src="${base}/config.js"></script><script src="/wallets.js"></script>
<script type="module" src="${base}/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>
`,
        })
      },
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])

  return {
    demo,
    browser,
    build,
    async open(query) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 1000 } })
      const blocked: string[] = []
      const requested: string[] = []
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url())
        if (url.hostname !== '127.0.0.1') {
          blocked.push(url.href)
          return route.abort('blockedbyclient')
        }
        requested.push(url.pathname)
        return route.continue()
      })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${demo.demo.url}${base}/${query}`)
      return { page, blocked, requested, errors, close: () => context.close() }
    },
    async close() {
      await browser.close()
      await demo.close()
    },
  }
}

/** A selector inside the modal's shadow root. */
export const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`

/** Connects announced test wallet `n` and opens the Account view from the host's button. */
export async function connectAndOpenAccount(page: Page, n: 1 | 2) {
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.click(`[data-testid="wallet-selector-dev.airlock.testwallet${n}"]`, { timeout: 30_000 })
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'detached', timeout: 10_000 }).catch(() => undefined)
  await page.click('[data-testid="account-button"]')
  await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
}
