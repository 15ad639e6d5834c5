import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startE2eHarness, type E2eHarness } from './harness'

let h: E2eHarness<'api'>
let axeSource: string
beforeAll(async () => {
  h = await startE2eHarness()
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
}, 120_000)
afterAll(() => h?.close())

type Win = { __kit: { open(r?: object): Promise<void> }; __router: { push(v: string): void }; __cspViolations: string[] }

const open = async (page: Page) => {
  await page.evaluate(() => (window as unknown as Win).__kit.open())
  await page.waitForSelector('[data-testid="test-connect-view"]')
  // Let the entry and height animations settle, so sizes and colours are final.
  await page.waitForTimeout(500)
}

// Computed styles of a few modal parts, to compare a page with hostile CSS against a clean one.
const MODAL_PARTS = ['w3m-modal-card', 'w3m-modal-overlay', 'w3m-header-text', 'w3m-header-close', 'wallet-selector-test', 'test-go-networks', 'wui-checkbox']
const PROPS = ['width', 'height', 'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'border-radius', 'padding-left', 'display', 'position', 'z-index', 'text-transform', 'letter-spacing']
const modalStyles = (page: Page) =>
  Promise.all(
    MODAL_PARTS.map((id) =>
      page.locator(`[data-testid="${id}"]`).first().evaluate((el, props) => {
        const s = getComputedStyle(el)
        return Object.fromEntries(props.map((p) => [p, s.getPropertyValue(p)]))
      }, PROPS),
    ),
  )

const HOSTILE_CSS = `
/* A page's global CSS: a reset, Tailwind-like preflight and blunt element rules. */
* { all: unset; }
*, ::before, ::after { box-sizing: border-box; border: 0 solid; margin: 0; padding: 0; }
head, script, style, link, title { display: none; }
body { display: block; font-family: 'Comic Sans MS', cursive; font-size: 22px; color: green; text-transform: uppercase; letter-spacing: 3px; }
button { color: red !important; background: yellow !important; font-size: 30px !important; }
div { padding: 9px !important; font-weight: 900; }
h2, span { font-size: 40px; color: purple; }
`

describe('CSS isolation (browser)', () => {
  it('BYD-13 host CSS (* { all: unset }, preflight, button { color: red }) does not change the modal or the buttons', async () => {
    const clean = await h.openPage()
    await open(clean.page)
    const expected = await modalStyles(clean.page)
    const cleanButton = await clean.page.locator('[data-testid="connect-button"]').evaluate((el) => getComputedStyle(el).backgroundColor)
    await clean.close()

    const hostile = await h.openPage({}, { hostCss: HOSTILE_CSS })
    await open(hostile.page)
    expect(await modalStyles(hostile.page)).toEqual(expected)
    expect(await hostile.page.locator('[data-testid="connect-button"]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(cleanButton)
    await h.screenshot(hostile.page, 'byd-13-hostile-host-css')
    await hostile.close()
  })

  it("BYD-13 the modal's styles do not leak out: the host's elements and stylesheets are unchanged after opening", async () => {
    const { page, close } = await h.openPage()
    const snapshot = () =>
      page.evaluate(() => {
        const s = getComputedStyle(document.getElementById('host-probe')!)
        const h1 = getComputedStyle(document.querySelector('h1')!)
        return {
          probe: [s.fontFamily, s.fontSize, s.color, s.margin, s.boxSizing, s.lineHeight, s.letterSpacing],
          h1: [h1.fontFamily, h1.fontSize, h1.fontWeight],
          documentStyles: document.querySelectorAll('style').length,
          documentSheets: document.styleSheets.length,
        }
      })
    const before = await snapshot()
    await open(page)
    await page.evaluate(() => (window as unknown as Win).__router.push('Networks'))
    await page.waitForSelector('[data-testid="test-networks-view"]')
    expect(await snapshot()).toEqual(before)
    await close()
  })
})

const CSP = "default-src 'self'; style-src 'self' 'nonce-XYZ'; script-src 'self' 'nonce-XYZ'"

describe('strict CSP (browser)', () => {
  it("BYD-03 with a nonce, the modal opens styled on a page whose CSP has no 'unsafe-inline' and no 'unsafe-eval'", async () => {
    const { page, close } = await h.openPage({ options: { nonce: 'XYZ' } }, { csp: CSP })
    await open(page)
    await page.click('[data-testid="test-go-networks"]')
    await page.waitForSelector('[data-testid="test-networks-view"]')
    await page.click('[data-testid="tab-qr"]')
    await page.waitForSelector('[data-testid="wui-qr-code"] svg')
    expect(await page.locator('[data-testid="w3m-modal-card"]').evaluate((el) => [el.getBoundingClientRect().width, getComputedStyle(el).backgroundColor])).toEqual([360, 'rgb(18, 19, 19)'])
    expect(await page.locator('[data-testid="connect-button"]').evaluate((el) => getComputedStyle(el).height)).toBe('40px')
    const violations = await page.evaluate(() => (window as unknown as Win).__cspViolations.filter((v) => /^(style|script)-src/.test(v)))
    expect(violations).toEqual([])
    await h.screenshot(page, 'byd-03-strict-csp')
    await close()
  })

  it('BYD-03 without the nonce the same page blocks the styles (the check above can fail), and the console names the `nonce` option', async () => {
    const { page, console: messages, close } = await h.openPage({}, { csp: CSP })
    await page.evaluate(() => (window as unknown as Win).__kit.open())
    await expect.poll(() => page.evaluate(() => (window as unknown as Win).__cspViolations.some((v) => v.startsWith('style-src')))).toBe(true)
    // Issue 12 case 8: a clear error instead of styled-components' minified #17 alone.
    await expect.poll(() => messages.filter((m) => m.startsWith('error:') && m.includes('`nonce` option')).length).toBe(1)
    const width = await page.evaluate(() => {
      const card = document.querySelector('airlock-modal')?.shadowRoot?.querySelector('[data-testid="w3m-modal-card"]')
      return card ? getComputedStyle(card).width : 'absent'
    })
    expect(width).not.toBe('360px')
    await close()
  })
})

describe('accessibility (browser)', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`BYD-04 axe-core finds no serious or critical violations in the modal (${mode}), on each test view`, async () => {
      const { page, close } = await h.openPage({ options: { themeMode: mode } })
      await page.addScriptTag({ content: axeSource })
      const audit = () =>
        page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }).axe
          const result = await axe.run({ include: [['airlock-modal']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, (n as unknown as { html: string; failureSummary: string }).html, (n as unknown as { failureSummary: string }).failureSummary]))}`)
        })
      await open(page)
      await page.waitForTimeout(400) // let the entry animations finish, so colours are final
      expect(await audit()).toEqual([])
      await page.click('[data-testid="test-go-networks"]')
      await page.waitForSelector('[data-testid="test-networks-view"]')
      await page.waitForTimeout(400)
      expect(await audit()).toEqual([])
      await page.click('[data-testid="tab-qr"]')
      await page.waitForSelector('[data-testid="wui-qr-code"] svg')
      await page.waitForTimeout(400)
      expect(await audit()).toEqual([])
      await h.screenshot(page, `byd-04-axe-${mode}`)
      await close()
    })
  }
})
