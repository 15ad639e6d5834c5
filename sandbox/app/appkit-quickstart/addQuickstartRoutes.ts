// Serves the AppKit quick-start page (BYD-11) from the launcher's demo host at /quickstart.
import { fileURLToPath } from 'node:url'
import type { Endpoints } from '../../../kernel'
import type { DemoRoutes } from '../../launcher/demoServer'
import { addQuickstartPageRoutes, buildQuickstartPage, type QuickstartPage } from '../serveQuickstartPage'

export const QUICKSTART_BASE = '/quickstart'

const QUICKSTART: QuickstartPage = {
  base: QUICKSTART_BASE,
  entry: fileURLToPath(new URL('./main.jsx', import.meta.url)),
  title: 'AppKit quick start on Airlock',
}

/** Built like the demo app (same bundler settings); jsconfig.json beside the entry maps `airlock/*`. */
export const buildQuickstartApp = () => buildQuickstartPage(QUICKSTART)

export function addQuickstartRoutes(routes: DemoRoutes, config: { endpoints: Partial<Endpoints> }): void {
  addQuickstartPageRoutes(routes, QUICKSTART, config)
}
