// Serves one quick-start page (a host app written from AppKit's docs, sandbox/app/*quickstart*)
// from the demo host under its own base path: the page, its bundle and chunks, and config.js with
// the sandbox's endpoints (read by appkit-quickstart/sandboxAirlockReact.ts).
import type { Endpoints } from '../../kernel'
import type { DemoRoutes } from '../launcher/demoServer'
import { buildDemoApp, type DemoAppBuild } from './buildDemoApp'
import { renderQuickstartPage } from './appkit-quickstart/renderQuickstartPage'

const JS = 'text/javascript; charset=utf-8'
const HTML = 'text/html; charset=utf-8'

export interface QuickstartPage {
  /** URL path, e.g. '/quickstart-ethers'. */
  base: string
  /** Absolute path of the page's main.jsx; a jsconfig.json beside its App maps `airlock/*`. */
  entry: string
  /** The document title. */
  title: string
}

/** Built like the demo app (same bundler settings). */
export const buildQuickstartPage = (page: QuickstartPage) => buildDemoApp({ entry: page.entry, minify: true, base: page.base })

export function addQuickstartPageRoutes(routes: DemoRoutes, page: QuickstartPage, config: { endpoints: Partial<Endpoints> }): void {
  const { base } = page
  // Built on the first visit, not at start-up, so `npm start` does not wait for every page. The
  // page asks for app.js first, so its chunks' routes exist by the time it asks for them.
  let built: Promise<DemoAppBuild> | undefined
  const build = () =>
    (built ??= buildQuickstartPage(page).then(
      (app) => {
        // Chunk names carry hashes known only after the build.
        for (const [path, text] of app.files) routes.set(path, { contentType: JS, body: () => text })
        return app
      },
      (error: unknown) => {
        built = undefined
        throw error
      },
    ))
  const html = {
    contentType: HTML,
    body: () => {
      void build().catch(() => undefined)
      return renderQuickstartPage({ base, title: page.title })
    },
  }
  routes.set(base, html)
  routes.set(`${base}/`, html)
  routes.set(`${base}/app.js`, { contentType: JS, body: async () => (await build()).files.get(`${base}/app.js`)! })
  routes.set(`${base}/config.js`, {
    contentType: JS,
    body: () =>
      `window.__AIRLOCK_SANDBOX__ = Object.assign(window.__AIRLOCK_SANDBOX__ || {}, { endpoints: ${JSON.stringify(config.endpoints)} });\n`,
  })
}
