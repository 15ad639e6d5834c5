import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { DemoRoutes } from '../../launcher/demoServer'
import { addHtmlQuickstartRoutes, buildHtmlQuickstartPage, HTML_QUICKSTART_BASE, HTML_QUICKSTART_PAGES } from './addHtmlQuickstartRoutes'

const importsOf = (source: string) => [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1])
const read = (file: string) => readFile(new URL(`./${file}`, import.meta.url), 'utf8')
// What must never be in a vanilla host's first load: the modal's UI stack.
const UI_STACK = /node_modules\/(react|react-dom|scheduler|styled-components|@tanstack\/react-router)\/|ui-shell\/(modal\/(mountModal|ModalApp|ModalCard)|router|views)\b/

describe('AppKit html quick-start pages', () => {
  it('BYD-16 the pages are plain HTML and import the kit only as a host would, from airlock/* (their only change from AppKit)', async () => {
    for (const page of HTML_QUICKSTART_PAGES) {
      expect(importsOf(await read(page.script))).toEqual(['airlock', 'airlock/networks', 'airlock/chains/eip155'])
      const html = await read(page.html)
      // One module script, the page's own, and no inline code.
      expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([`<script type="module" src="./${page.script}">`])
    }
  })

  it.each(HTML_QUICKSTART_PAGES.map((p) => [p.script, p] as const))(
    'BYD-16 %s: the first bundle is the kernel and the html entry; React, styled-components, the router and the modal are lazy chunks',
    async (_, page) => {
      const build = await buildHtmlQuickstartPage(page)
      const first = build.firstBundle.flatMap((path) => build.inputsOf(path))
      expect(first).toEqual(expect.arrayContaining(['ui-shell/html/index.ts', 'kernel/createAppKit.ts', 'chains/eip155/index.ts']))
      expect(first.filter((input) => UI_STACK.test(input))).toEqual([])
      expect(build.chunkOf('ui-shell/modal/mountModal.tsx')).toBeDefined()
      expect(build.inputs.some((input) => input.includes('node_modules/react-dom/'))).toBe(true)
    },
    60_000,
  )

  it('serves both pages with the sandbox scripts before the bundle, and the sandbox endpoints', async () => {
    const routes: DemoRoutes = new Map()
    addHtmlQuickstartRoutes(routes, { endpoints: { api: 'http://127.0.0.1:4310', fonts: '' } })
    for (const page of HTML_QUICKSTART_PAGES) {
      const html = String(await routes.get(page.base)!.body())
      expect(html.indexOf('/sandbox-config.js')).toBeLessThan(html.indexOf('/wallets.js'))
      expect(html.indexOf('/wallets.js')).toBeLessThan(html.indexOf(`src="${page.base}/app.js"`))
      expect(html).not.toContain(`./${page.script}`)
      expect(String(await routes.get(`${page.base}/app.js`)!.body())).toMatch(/import/)
    }
    expect(String(await routes.get(`${HTML_QUICKSTART_BASE}/config.js`)!.body())).toContain('"api":"http://127.0.0.1:4310"')
  }, 60_000)
})
