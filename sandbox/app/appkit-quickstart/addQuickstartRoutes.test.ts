import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { DemoRoutes } from '../../launcher/demoServer'
import { addQuickstartRoutes, buildQuickstartApp, QUICKSTART_BASE } from './addQuickstartRoutes'

const importsOf = (source: string) => [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1])

describe('AppKit quick-start page', () => {
  it('BYD-11 the page imports the kit only as a host would, from airlock/* (its only change from AppKit)', async () => {
    const app = await readFile(new URL('./App.jsx', import.meta.url), 'utf8')
    expect(importsOf(app)).toEqual(['airlock/react', 'airlock/networks', 'airlock/ethers'])
    const main = await readFile(new URL('./main.jsx', import.meta.url), 'utf8')
    expect(importsOf(main)).toEqual(['react', 'react-dom/client', './App'])
  })

  it('BYD-11 the bundler maps airlock/* to the repo’s entries and keeps the modal out of the first bundle', async () => {
    const build = await buildQuickstartApp()
    const first = build.firstBundle.flatMap((path) => build.inputsOf(path))
    expect(first).toEqual(expect.arrayContaining(['ui-shell/index.ts', 'chains/eip155/ethers/index.ts', 'kernel/networks/index.ts']))
    expect(build.chunkOf('ui-shell/modal/mountModal.tsx')).toBeDefined()
    expect(first).not.toContain('ui-shell/modal/mountModal.tsx')
  }, 60_000)

  it('serves the page, its bundle and the sandbox endpoints under /quickstart', async () => {
    const routes: DemoRoutes = new Map()
    addQuickstartRoutes(routes, { endpoints: { api: 'http://127.0.0.1:4310', fonts: '' } })
    const html = String(await routes.get(QUICKSTART_BASE)!.body())
    // The launcher's config and wallets come first, as on the demo page, so ?wallets= works.
    expect(html.indexOf('/sandbox-config.js')).toBeLessThan(html.indexOf('/wallets.js'))
    expect(html.indexOf('/wallets.js')).toBeLessThan(html.indexOf(`${QUICKSTART_BASE}/app.js`))
    expect(String(await routes.get(`${QUICKSTART_BASE}/config.js`)!.body())).toContain('"api":"http://127.0.0.1:4310"')
    expect(String(await routes.get(`${QUICKSTART_BASE}/app.js`)!.body())).toMatch(/import/)
  }, 60_000)
})
