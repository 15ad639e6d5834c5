import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { DemoRoutes } from '../launcher/demoServer'
import { addAdapterQuickstartRoutes, ETHERS_QUICKSTART, SOLANA_QUICKSTART } from './addAdapterQuickstartRoutes'
import { buildQuickstartPage } from './serveQuickstartPage'

const importsOf = (source: string) => [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1])

describe('adapter quick-start pages', () => {
  it('BYD-23 the ethers page imports the kit only as an AppKit host would, from airlock/* (its only change from AppKit)', async () => {
    const app = await readFile(new URL('./quickstart-ethers/App.jsx', import.meta.url), 'utf8')
    expect(importsOf(app)).toEqual(['airlock/react', 'airlock/ethers', 'airlock/networks', './EthersPanels'])
    expect(app).toContain('adapters: [new EthersAdapter()]')
    const panels = await readFile(new URL('./quickstart-ethers/EthersPanels.jsx', import.meta.url), 'utf8')
    expect(importsOf(panels)).toEqual(['react', 'ethers', 'airlock/react'])
  })

  it('BYD-23 the Solana page imports the kit only as an AppKit host would, from airlock/*', async () => {
    const app = await readFile(new URL('./quickstart-solana/App.jsx', import.meta.url), 'utf8')
    expect(importsOf(app)).toEqual(['airlock/react', 'airlock/solana', 'airlock/networks', './SolanaPanels'])
    expect(app).toContain('new SolanaAdapter()')
    const panels = await readFile(new URL('./quickstart-solana/SolanaPanels.jsx', import.meta.url), 'utf8')
    expect(importsOf(panels)).toEqual(['react', '@solana/web3.js', 'airlock/react', 'airlock/react'])
  })

  it('each page bundles its adapter entry; the modal stays out of the first bundle', async () => {
    const ethers = await buildQuickstartPage(ETHERS_QUICKSTART)
    const first = ethers.firstBundle.flatMap((path) => ethers.inputsOf(path))
    expect(first).toEqual(expect.arrayContaining(['chains/eip155/ethers/index.ts', 'ui-shell/index.ts']))
    expect(first).not.toContain('ui-shell/modal/mountModal.tsx')
    const solana = await buildQuickstartPage(SOLANA_QUICKSTART)
    expect(solana.firstBundle.flatMap((path) => solana.inputsOf(path))).toEqual(expect.arrayContaining(['chains/solana/adapter/index.ts']))
  }, 120_000)

  it('serves both pages, their bundles and the sandbox endpoints under their own paths', async () => {
    const routes: DemoRoutes = new Map()
    addAdapterQuickstartRoutes(routes, { endpoints: { api: 'http://127.0.0.1:4310', fonts: '' } })
    for (const { base, title } of [ETHERS_QUICKSTART, SOLANA_QUICKSTART]) {
      const html = String(await routes.get(base)!.body())
      expect(html).toContain(`<title>${title}</title>`)
      expect(html.indexOf('/sandbox-config.js')).toBeLessThan(html.indexOf('/wallets.js'))
      expect(html.indexOf('/wallets.js')).toBeLessThan(html.indexOf(`${base}/app.js`))
      expect(String(await routes.get(`${base}/config.js`)!.body())).toContain('"api":"http://127.0.0.1:4310"')
      expect(String(await routes.get(`${base}/app.js`)!.body())).toMatch(/import/)
    }
  }, 120_000)
})
