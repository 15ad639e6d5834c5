// A plugin's browser-test page on the quick-start demo host, and a browser context that lets
// only loopback requests through. For e2e files that bundle their own page (onramp; send and
// account still carry their own copies).
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { DemoAppBuild } from '../../app/buildDemoApp'
import type { DemoRoutes } from '../../launcher/demoServer'

const JS = 'text/javascript; charset=utf-8'

/** Serves `build` under `base`, with `window[globalName] = config` and the sandbox's test wallets. */
export function addPluginTestPage(routes: DemoRoutes, opts: { build: DemoAppBuild; base: string; globalName: string; title: string; config: unknown }): void {
  const { build, base, globalName, title, config } = opts
  for (const [path, text] of build.files) routes.set(path, { contentType: JS, body: () => text })
  routes.set(`${base}/config.js`, { contentType: JS, body: () => `window.${globalName} = ${JSON.stringify(config)};\n` })
  routes.set(`${base}/`, {
    contentType: 'text/html; charset=utf-8',
    body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>${title}</title>
<script src="/sandbox-config.js"></script><script src="${base}/config.js"></script><script src="/wallets.js"></script>
<script type="module" src="${base}/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>
`,
  })
}

export interface LoopbackPage {
  context: BrowserContext
  page: Page
  /** Requests to anything but 127.0.0.1, aborted. */
  blocked: string[]
  /** Paths requested on loopback. */
  requested: string[]
  /** Uncaught page errors. */
  errors: string[]
}

/** A fresh context (popups included) where every non-loopback request is aborted and recorded. */
export async function openLoopbackPage(browser: Browser, url: string): Promise<LoopbackPage> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  const blocked: string[] = []
  const requested: string[] = []
  await context.route('**/*', (route) => {
    const target = new URL(route.request().url())
    if (target.hostname !== '127.0.0.1') {
      blocked.push(target.href)
      return route.abort('blockedbyclient')
    }
    requested.push(target.pathname)
    return route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  return { context, page, blocked, requested, errors }
}
