// One page per plugin browser test, as one object: the page served beside the quick-start demo
// (startPageDemo) and `open(query)` giving a loopback-only page on it (pageSession).
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import type { DemoAppBuild } from '../../app/buildDemoApp'
import type { QuickstartDemo } from '../../app/appkit-quickstart/startQuickstartDemo'
import { openPage } from './pageSession'
import { startPageDemo } from './startPageDemo'

export { connectAndOpenAccount, inModal } from './pageSession'

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
export async function startPluginPage(options: {
  entry: URL
  base: string
  configGlobal: string
  title: string
  extraServices?: readonly ('solana' | 'onramp' | 'secureSite')[]
}): Promise<PluginPageHost> {
  const { base } = options
  const host = await startPageDemo({ ...options, entry: fileURLToPath(options.entry) })
  return {
    ...host,
    async open(query) {
      const session = await openPage(host.browser, `${host.demo.demo.url}${base}/${query}`, { viewport: { width: 1024, height: 1000 } })
      return { ...session, close: () => session.context.close() }
    },
  }
}
