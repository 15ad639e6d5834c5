// Wires the demo app into the launcher's demo server: its page at '/', its bundle and lazy
// chunks, and `/app-config.js` adding the kit's endpoints and networks to __AIRLOCK_SANDBOX__.
import type { CaipNetwork, Endpoints } from '../../kernel'
import type { DemoRoutes } from '../launcher/demoServer'
import { buildDemoApp } from './buildDemoApp'
import { renderDemoAppPage } from './renderDemoAppPage'

const JS = 'text/javascript; charset=utf-8'

export function addDemoAppRoutes(routes: DemoRoutes, config: { endpoints: Partial<Endpoints>; networks: readonly CaipNetwork[] }): void {
  const built = buildDemoApp().then((app) => {
    // Chunk names carry hashes known only after the build; the page waits for it anyway.
    for (const [path, text] of app.files) routes.set(path, { contentType: JS, body: () => text })
    return app
  })
  routes.set('/', { contentType: 'text/html; charset=utf-8', body: async () => renderDemoAppPage({ entry: (await built).entry }) })
  routes.set('/app.js', { contentType: JS, body: async () => (await built).files.get('/app.js')! })
  routes.set('/app-config.js', {
    contentType: JS,
    body: () => `window.__AIRLOCK_SANDBOX__ = Object.assign(window.__AIRLOCK_SANDBOX__ || {}, ${JSON.stringify(config)});\n`,
  })
}
