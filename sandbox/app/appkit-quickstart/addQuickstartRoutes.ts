// Serves the AppKit quick-start page (BYD-11) from the launcher's demo host at /quickstart.
import { fileURLToPath } from 'node:url'
import type { Endpoints } from '../../../kernel'
import type { DemoRoutes } from '../../launcher/demoServer'
import { buildDemoApp } from '../buildDemoApp'
import { renderQuickstartPage } from './renderQuickstartPage'

const JS = 'text/javascript; charset=utf-8'
const HTML = 'text/html; charset=utf-8'
export const QUICKSTART_BASE = '/quickstart'

/** Built like the demo app (same bundler settings); jsconfig.json beside the entry maps `airlock/*`. */
export function buildQuickstartApp() {
  return buildDemoApp({ entry: fileURLToPath(new URL('./main.jsx', import.meta.url)), minify: true, base: QUICKSTART_BASE })
}

export function addQuickstartRoutes(routes: DemoRoutes, config: { endpoints: Partial<Endpoints> }): void {
  const built = buildQuickstartApp().then((app) => {
    // Chunk names carry hashes known only after the build; the page waits for the entry anyway.
    for (const [path, text] of app.files) routes.set(path, { contentType: JS, body: () => text })
    return app
  })
  const page = { contentType: HTML, body: () => renderQuickstartPage({ base: QUICKSTART_BASE }) }
  routes.set(QUICKSTART_BASE, page)
  routes.set(`${QUICKSTART_BASE}/`, page)
  routes.set(`${QUICKSTART_BASE}/app.js`, { contentType: JS, body: async () => (await built).files.get(`${QUICKSTART_BASE}/app.js`)! })
  routes.set(`${QUICKSTART_BASE}/config.js`, {
    contentType: JS,
    body: () =>
      `window.__AIRLOCK_SANDBOX__ = Object.assign(window.__AIRLOCK_SANDBOX__ || {}, { endpoints: ${JSON.stringify(config.endpoints)} });\n`,
  })
}
