// Serves AppKit's html quick-start (BYD-16) from the launcher's demo host: the page at
// /quickstart-html and its embedded-mode sibling at /quickstart-html/embedded.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Endpoints } from '../../../kernel'
import type { DemoRoutes } from '../../launcher/demoServer'
import { buildDemoApp } from '../buildDemoApp'

const JS = 'text/javascript; charset=utf-8'
const HTML = 'text/html; charset=utf-8'
export const HTML_QUICKSTART_BASE = '/quickstart-html'

/** Each page: the host's own HTML and module script, and the URL it is served at. */
export const HTML_QUICKSTART_PAGES = [
  { html: 'index.html', script: 'main.js', base: HTML_QUICKSTART_BASE },
  { html: 'embedded.html', script: 'embedded.js', base: `${HTML_QUICKSTART_BASE}/embedded` },
] as const

const here = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url))

/** Built like the demo app (same bundler settings); jsconfig.json beside the entry maps `airlock/*`. */
export function buildHtmlQuickstartPage(page: (typeof HTML_QUICKSTART_PAGES)[number]) {
  return buildDemoApp({ entry: here(page.script), minify: true, base: page.base })
}

/**
 * The host's HTML as written, with the sandbox's scripts put first (launcher config, this page's
 * endpoints, the test wallets, so `?wallets=` works as on the demo page) and its module script
 * pointed at the bundle.
 */
export function withSandboxScripts(html: string, page: { script: string; base: string }): string {
  const scripts = ['/sandbox-config.js', `${HTML_QUICKSTART_BASE}/config.js`, '/wallets.js'].map((src) => `    <script src="${src}"></script>\n`).join('')
  return html.replace('</head>', `${scripts}  </head>`).replace(`src="./${page.script}"`, `src="${page.base}/app.js"`)
}

export function addHtmlQuickstartRoutes(routes: DemoRoutes, config: { endpoints: Partial<Endpoints> }): void {
  for (const page of HTML_QUICKSTART_PAGES) {
    const built = buildHtmlQuickstartPage(page).then((app) => {
      // Chunk names carry hashes known only after the build; the page waits for the entry anyway.
      for (const [path, text] of app.files) routes.set(path, { contentType: JS, body: () => text })
      return app
    })
    const html = { contentType: HTML, body: async () => withSandboxScripts(await readFile(here(page.html), 'utf8'), page) }
    routes.set(page.base, html)
    routes.set(`${page.base}/`, html)
    routes.set(`${page.base}/app.js`, { contentType: JS, body: async () => (await built).files.get(`${page.base}/app.js`)! })
  }
  routes.set(`${HTML_QUICKSTART_BASE}/config.js`, {
    contentType: JS,
    body: () =>
      `window.__AIRLOCK_SANDBOX__ = Object.assign(window.__AIRLOCK_SANDBOX__ || {}, { endpoints: ${JSON.stringify(config.endpoints)} });\n`,
  })
}
