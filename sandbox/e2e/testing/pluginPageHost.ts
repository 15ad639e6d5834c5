// What a plugin's browser test needs around its own page: the sandbox demo host serving the
// page (its bundle, a config global, the test wallets), one Chromium, an offline browser
// context, connecting an EIP-6963 test wallet, and pictures of the modal in both themes.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { buildDemoApp, type DemoAppBuild } from '../../app/buildDemoApp'
import type { DemoRoutes } from '../../launcher/demoServer'
import { startQuickstartDemo, type QuickstartDemo } from '../../app/appkit-quickstart/startQuickstartDemo'
import type { Sandbox } from '../../testing/types'
import { ARTIFACTS_DIR } from '../harness'
import { auditModal } from './auditModal'
import { CHROMIUM_ARGS, openPage } from './pageSession'
import { addPluginTestPage } from './pluginTestPage'

export { CHROMIUM_ARGS, connectTestWallet, inModal } from './pageSession'

export interface PluginPageOptions {
  /** The page's entry module (a .tsx beside the test). */
  entry: URL
  /** The path the page is served under, e.g. `/names-e2e`. */
  base: string
  title: string
  /** `window[name] = { endpoints, networks }` before the page runs. */
  configGlobal: string
  /** Script run after the test wallets are installed and before the page. */
  afterWallets?: string
}

export interface PluginPageHost {
  demo: QuickstartDemo
  browser: Browser
  build: DemoAppBuild | undefined
  close(): Promise<void>
}

/** Starts the demo host (sandbox API and EVM devnets) with the plugin's page or the demo app, and a browser. */
export async function startPluginPageHost(
  page: PluginPageOptions | { extend(routes: DemoRoutes, sandbox: Sandbox<'api' | 'evm'>): void },
  /** Sandbox services beyond the API and the EVM devnets (the embedded wallet's secure site). */
  extraServices?: readonly ('solana' | 'onramp' | 'relay' | 'secureSite')[],
): Promise<PluginPageHost> {
  const build = 'entry' in page ? await buildDemoApp({ entry: fileURLToPath(page.entry), minify: true, base: page.base }) : undefined
  const extend = 'entry' in page ? (routes: DemoRoutes, sandbox: Sandbox<'api' | 'evm'>) => servePage(routes, sandbox, page, build!) : page.extend
  const [demo, browser] = await Promise.all([startQuickstartDemo({ extend, extraServices }), chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })])
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

function servePage(routes: DemoRoutes, sandbox: Sandbox<'api' | 'evm'>, page: PluginPageOptions, build: DemoAppBuild) {
  addPluginTestPage(routes, {
    build,
    base: page.base,
    globalName: page.configGlobal,
    title: page.title,
    afterWallets: page.afterWallets,
    config: { endpoints: sandbox.endpoints, networks: sandbox.networks },
  })
}

/** A page whose requests may only go to 127.0.0.1 (others are recorded in `blocked`); page errors are recorded. */
/** A page whose requests may only go to 127.0.0.1 (others are recorded in `blocked`); page errors are recorded. */
export const openOfflinePage = (browser: Browser, url: string) => openPage(browser, url)

/**
 * Screenshots the modal in dark and light (`setThemeMode` on the kit at `window[kitGlobal]`) and
 * returns axe's serious and critical findings for each (BYD-04). The connect snack has faded and
 * the pointer is off the rows, so the pictures show the resting state.
 */
export async function shootBothThemes(page: Page, name: string, kitGlobal: string): Promise<string[]> {
  const problems: string[] = []
  await page.waitForSelector('airlock-modal [aria-hidden="true"]:has([data-testid="wui-snackbar-message"])', { state: 'attached', timeout: 6_000 }).catch(() => undefined)
  await page.mouse.move(1, 1)
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate(([g, m]) => (window as unknown as Record<string, { setThemeMode(m: string): void }>)[g]!.setThemeMode(m), [kitGlobal, mode] as const)
    await page.waitForTimeout(300) // entry animation and theme transition done, for the picture
    await page.screenshot({ path: `${ARTIFACTS_DIR}${name}-${mode}.png` })
    problems.push(...(await auditModal(page)).map((p) => `${mode}: ${p}`))
  }
  return problems
}
