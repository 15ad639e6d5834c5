// Serves AppKit's React + wagmi quick-start on Airlock (BYD-23) from the launcher's demo host at
// /quickstart-wagmi, built and served like the AppKit quick-start at /quickstart.
import { fileURLToPath } from 'node:url'
import type { Endpoints } from '../../../kernel'
import type { DemoRoutes } from '../../launcher/demoServer'
import { addQuickstartPageRoutes, buildQuickstartPage, type QuickstartPage } from '../serveQuickstartPage'

export const WAGMI_QUICKSTART_BASE = '/quickstart-wagmi'

const WAGMI_QUICKSTART: QuickstartPage = {
  base: WAGMI_QUICKSTART_BASE,
  entry: fileURLToPath(new URL('./main.jsx', import.meta.url)),
  title: 'AppKit + wagmi quick start on Airlock',
}

/** jsconfig.json beside the entry maps `airlock/*`; wagmi and react-query come from node_modules. */
export const buildWagmiQuickstartApp = () => buildQuickstartPage(WAGMI_QUICKSTART)

export function addWagmiQuickstartRoutes(routes: DemoRoutes, config: { endpoints: Partial<Endpoints> }): void {
  addQuickstartPageRoutes(routes, WAGMI_QUICKSTART, config)
}
