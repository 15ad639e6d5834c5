// A plugin's browser-test page on the quick-start demo host: its bundle under `base`, a config
// global, the sandbox config and the test wallets' script.
import type { DemoAppBuild } from '../../app/buildDemoApp'
import type { DemoRoutes } from '../../launcher/demoServer'
import { openPage, type PageSession } from './pageSession'

const JS = 'text/javascript; charset=utf-8'

export interface PluginTestPageOptions {
  build: DemoAppBuild
  base: string
  /** `window[globalName] = config` before the page runs. */
  globalName: string
  title: string
  config: unknown
  /** Script run after the test wallets are installed and before the page. */
  afterWallets?: string
  /** Response headers of the page itself (its Content-Security-Policy). */
  headers?: Record<string, string>
}

/** Serves `build` under `base`, with `window[globalName] = config` and the sandbox's test wallets. */
export function addPluginTestPage(routes: DemoRoutes, opts: PluginTestPageOptions): void {
  const { build, base, globalName, title, config, afterWallets, headers } = opts
  for (const [path, text] of build.files) routes.set(path, { contentType: JS, body: () => text })
  routes.set(`${base}/config.js`, { contentType: JS, body: () => `window.${globalName} = ${JSON.stringify(config)};\n` })
  routes.set(`${base}/`, {
    contentType: 'text/html; charset=utf-8',
    headers,
    body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>${title}</title>
<script src="/sandbox-config.js"></script><script src="${base}/config.js"></script><script src="/wallets.js"></script>
${afterWallets ? `<script>${afterWallets}</script>\n` : ''}<script type="module" src="${base}/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>
`,
  })
}

export type LoopbackPage = Omit<PageSession, 'requestedUrls'>

/** A fresh context (popups included) where every non-loopback request is aborted and recorded. */
export const openLoopbackPage = (browser: Parameters<typeof openPage>[0], url: string): Promise<LoopbackPage> => openPage(browser, url)
