// The adapter quick-starts (issue 20): AppKit's documented React setups for ethers and Solana,
// with only their imports changed, served by `npm start` at /quickstart-ethers and
// /quickstart-solana and linked from /sandbox.
import { fileURLToPath } from 'node:url'
import type { Endpoints } from '../../kernel'
import type { DemoRoutes } from '../launcher/demoServer'
import { addQuickstartPageRoutes, type QuickstartPage } from './serveQuickstartPage'

export const ETHERS_QUICKSTART: QuickstartPage = {
  base: '/quickstart-ethers',
  entry: fileURLToPath(new URL('./quickstart-ethers/main.jsx', import.meta.url)),
  title: 'AppKit ethers quick start on Airlock',
}

export const SOLANA_QUICKSTART: QuickstartPage = {
  base: '/quickstart-solana',
  entry: fileURLToPath(new URL('./quickstart-solana/main.jsx', import.meta.url)),
  title: 'AppKit Solana quick start on Airlock',
}

export function addAdapterQuickstartRoutes(routes: DemoRoutes, config: { endpoints: Partial<Endpoints> }): void {
  for (const page of [ETHERS_QUICKSTART, SOLANA_QUICKSTART]) addQuickstartPageRoutes(routes, page, config)
}
