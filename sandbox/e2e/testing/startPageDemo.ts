// One sandbox (API + EVM devnets, the quick-start demo server) serving a test page built from
// `entry`, and one headless Chromium: what a browser test of a plugin needs. The page gets the
// sandbox's endpoints and networks as `window[configGlobal]`, the test wallets' script, and
// `<div id="root">` under a "Host page" heading.
import { chromium, type Browser } from 'playwright-core'
import { buildDemoApp, type DemoAppBuild } from '../../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../../app/appkit-quickstart/startQuickstartDemo'

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const JS = 'text/javascript; charset=utf-8'

export interface PageDemoOptions {
  /** The page's entry module (absolute path). */
  entry: string
  /** URL path the page is served under, e.g. `/send-e2e`. */
  base: string
  title: string
  /** The global the page reads its `{ endpoints, networks }` from. */
  configGlobal: string
}

export interface PageDemo {
  demo: QuickstartDemo
  browser: Browser
  build: DemoAppBuild
  close(): Promise<void>
}

export async function startPageDemo({ entry, base, title, configGlobal }: PageDemoOptions): Promise<PageDemo> {
  const build = await buildDemoApp({ entry, minify: true, base })
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
    async close() {
      await browser.close()
      await demo.close()
    },
  }
}
