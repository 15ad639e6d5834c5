// One sandbox (API + EVM devnets, the quick-start demo server) serving a test page built from
// `entry`, and one headless Chromium: what a browser test of a plugin needs. The page gets the
// sandbox's endpoints and networks as `window[configGlobal]`, the test wallets' script, and
// `<div id="root">` under a "Host page" heading.
import { chromium, type Browser } from 'playwright-core'
import { buildDemoApp, type DemoAppBuild } from '../../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../../app/appkit-quickstart/startQuickstartDemo'
import { CHROMIUM_ARGS } from './pageSession'
import { addPluginTestPage } from './pluginTestPage'

export { CHROMIUM_ARGS }

export interface PageDemoOptions {
  /** The page's entry module (absolute path). */
  entry: string
  /** URL path the page is served under, e.g. `/send-e2e`. */
  base: string
  title: string
  /** The global the page reads its `{ endpoints, networks }` from. */
  configGlobal: string
  /** Script run after the test wallets are installed and before the page. */
  afterWallets?: string
  /** Sandbox services beyond the API and the EVM devnets (the embedded wallet's secure site). */
  extraServices?: readonly ('solana' | 'onramp' | 'secureSite')[]
}

export interface PageDemo {
  demo: QuickstartDemo
  browser: Browser
  build: DemoAppBuild
  close(): Promise<void>
}

export async function startPageDemo({ entry, base, title, configGlobal, afterWallets, extraServices }: PageDemoOptions): Promise<PageDemo> {
  const build = await buildDemoApp({ entry, minify: true, base })
  const [demo, browser] = await Promise.all([
    startQuickstartDemo({
      extraServices,
      extend(routes, sandbox) {
        addPluginTestPage(routes, { build, base, globalName: configGlobal, title, afterWallets, config: { endpoints: sandbox.endpoints, networks: sandbox.networks } })
      },
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  return {
    demo,
    browser,
    build,
    async close() {
      await browser.close()
      await demo.close()
    },
  }
}
