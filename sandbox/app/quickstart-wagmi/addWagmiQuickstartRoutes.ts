// Serves AppKit's React + wagmi quick-start on Airlock (BYD-23) from the launcher's demo host at
// /quickstart-wagmi, built and served like the AppKit quick-start at /quickstart.
import { fileURLToPath } from 'node:url'
import type { Endpoints } from '../../../kernel'
import type { DemoRoutes } from '../../launcher/demoServer'
import { renderQuickstartPage } from '../appkit-quickstart/renderQuickstartPage'
import { buildDemoApp, type DemoAppBuild } from '../buildDemoApp'

const JS = 'text/javascript; charset=utf-8'
export const WAGMI_QUICKSTART_BASE = '/quickstart-wagmi'

/** jsconfig.json beside the entry maps `airlock/*`; wagmi and react-query come from node_modules. */
export function buildWagmiQuickstartApp() {
  return buildDemoApp({ entry: fileURLToPath(new URL('./main.jsx', import.meta.url)), minify: true, base: WAGMI_QUICKSTART_BASE })
}

export function addWagmiQuickstartRoutes(routes: DemoRoutes, config: { endpoints: Partial<Endpoints> }): void {
  const base = WAGMI_QUICKSTART_BASE
  // Built on the first visit, not at start-up: `npm start` stays as quick as before for everyone
  // else. The page asks for app.js first, so its chunks' routes exist by the time it asks for them.
  let built: Promise<DemoAppBuild> | undefined
  const build = () =>
    (built ??= buildWagmiQuickstartApp().then(
      (app) => {
        for (const [path, text] of app.files) routes.set(path, { contentType: JS, body: () => text })
        return app
      },
      (error: unknown) => {
        built = undefined
        throw error
      },
    ))
  const page = {
    contentType: 'text/html; charset=utf-8',
    body: () => {
      void build().catch(() => undefined)
      return renderQuickstartPage({ base }).replace('AppKit quick start', 'AppKit + wagmi quick start')
    },
  }
  routes.set(base, page)
  routes.set(`${base}/`, page)
  routes.set(`${base}/app.js`, { contentType: JS, body: async () => (await build()).files.get(`${base}/app.js`)! })
  routes.set(`${base}/config.js`, {
    contentType: JS,
    body: () => `window.__AIRLOCK_SANDBOX__ = Object.assign(window.__AIRLOCK_SANDBOX__ || {}, { endpoints: ${JSON.stringify(config.endpoints)} });\n`,
  })
}
