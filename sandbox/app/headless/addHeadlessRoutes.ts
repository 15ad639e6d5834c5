// Serves the headless demo page (issue 34 part 2) from the launcher's demo host at /headless.
import { fileURLToPath } from 'node:url'
import type { Endpoints } from '../../../kernel'
import type { DemoRoutes } from '../../launcher/demoServer'
import { addQuickstartPageRoutes, buildQuickstartPage, type QuickstartPage } from '../serveQuickstartPage'

export const HEADLESS_PAGE: QuickstartPage = {
  base: '/headless',
  entry: fileURLToPath(new URL('./main.tsx', import.meta.url)),
  title: 'Airlock headless connect',
}

/** The page's build (the browser test reads its chunk table). */
export const buildHeadlessPage = () => buildQuickstartPage(HEADLESS_PAGE)

export function addHeadlessRoutes(routes: DemoRoutes, config: { endpoints: Partial<Endpoints> }): void {
  addQuickstartPageRoutes(routes, HEADLESS_PAGE, config)
}
