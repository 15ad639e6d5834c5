import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestPageConfig } from './testPageConfig'
import { startE2eHarness, type E2eHarness, type OpenPageOptions } from './harness'

let h: E2eHarness<'api'>
beforeAll(async () => {
  h = await startE2eHarness()
  h.serve('/fonts/KHTeka.css', { contentType: 'text/css', body: "@font-face { font-family: 'KHTeka'; src: local('DejaVu Sans'); }\n" })
}, 120_000)
afterAll(() => h?.close())

type Win = { __kit: { open(r?: object): Promise<void>; setThemeMode(m: string): void } }

async function openModal(config: TestPageConfig = {}, options: OpenPageOptions = {}) {
  const opened = await h.openPage(config, options)
  await opened.page.evaluate(() => (window as unknown as Win).__kit.open())
  await opened.page.waitForSelector('[data-testid="test-connect-view"]')
  return opened
}

const style = (page: Page, testId: string, property: string) =>
  page.locator(`[data-testid="${testId}"]`).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p).trim(), property)

/** The colour a CSS colour computes to in this browser, for comparing with computed styles. */
const computedColor = (page: Page, color: string) =>
  page.evaluate((c) => {
    const probe = document.createElement('i')
    probe.style.color = c
    document.body.appendChild(probe)
    const value = getComputedStyle(probe).color
    probe.remove()
    return value
  }, color)

describe('theme (browser)', () => {
  it('THEME-01 THEME-03 THEME-04 the default mode is dark: accent hsla(230,100%,67%), near-black background', async () => {
    const { page, close } = await openModal()
    expect(await page.locator('[data-testid="w3m-theme-root"]').getAttribute('data-theme')).toBe('dark')
    expect(await style(page, 'w3m-theme-root', '--al-accent')).toBe('hsla(230,100%,67%)')
    await page.click('[data-testid="wui-checkbox"]')
    expect(await style(page, 'wui-checkbox', 'background-color')).toBe(await computedColor(page, 'hsla(230,100%,67%)'))
    expect(await style(page, 'w3m-modal-card', 'background-color')).toBe('rgb(18, 19, 19)')
    await h.screenshot(page, 'theme-dark')
    await close()
  })

  it('THEME-02 THEME-04 light mode: accent hsla(231,100%,70%), white background; setThemeMode switches at run time', async () => {
    const { page, close } = await openModal({ options: { themeMode: 'light' } })
    expect(await style(page, 'w3m-theme-root', '--al-accent')).toBe('hsla(231,100%,70%)')
    await page.click('[data-testid="wui-checkbox"]')
    expect(await style(page, 'wui-checkbox', 'background-color')).toBe(await computedColor(page, 'hsla(231,100%,70%)'))
    expect(await style(page, 'w3m-modal-card', 'background-color')).toBe('rgb(255, 255, 255)')
    await h.screenshot(page, 'theme-light')
    await page.evaluate(() => (window as unknown as Win).__kit.setThemeMode('dark'))
    await expect.poll(() => style(page, 'w3m-modal-card', 'background-color')).toBe('rgb(18, 19, 19)')
    await close()
  })

  it('a mode switch lands at once: no colour transition runs, so no frame shows old backgrounds under new text', async () => {
    const { page, close } = await openModal()
    const button = page.locator('[data-testid="test-go-networks"]').first()
    const dark = await button.evaluate((el) => getComputedStyle(el).backgroundColor)
    // The button has a background-colour transition (its hover); read the frame after the switch.
    const after = await page.evaluate(
      () =>
        new Promise<{ running: number; background: string }>((resolve) => {
          ;(window as unknown as Win).__kit.setThemeMode('light')
          requestAnimationFrame(() => {
            const root = document.querySelector('airlock-modal')!.shadowRoot!
            const el = root.querySelector('[data-testid="test-go-networks"]')!
            resolve({ running: root.getAnimations().filter((a) => a instanceof CSSTransition).length, background: getComputedStyle(el).backgroundColor })
          })
        }),
    )
    expect(after.running).toBe(0)
    expect(after.background).not.toBe(dark)
    // Transitions come back once the switch has painted (the hover fades again).
    await expect.poll(() => page.locator('[data-testid="w3m-theme-root"]').getAttribute('data-theme-switching')).toBeNull()
    expect(await button.evaluate((el) => getComputedStyle(el).transitionProperty)).toContain('background-color')
    await close()
  })

  it('THEME-05 THEME-09 THEME-10 THEME-11 360px wide, z-index 999, base font 10px, radius 4px', async () => {
    const { page, close } = await openModal()
    // After the card's 150 ms rise (scale 0.98 → 1): the first view now paints with the card.
    const width = await page.locator('[data-testid="w3m-modal-card"]').evaluate(async (el) => {
      await Promise.all(el.getAnimations().map((a) => a.finished))
      return el.getBoundingClientRect().width
    })
    expect(width).toBe(360)
    expect(await style(page, 'w3m-modal-overlay', 'z-index')).toBe('999')
    expect(await style(page, 'w3m-theme-root', 'font-size')).toBe('10px')
    expect(await style(page, 'w3m-theme-root', '--al-radius-master')).toBe('4px')
    // The checkbox uses the master radius as is.
    expect(await style(page, 'wui-checkbox', 'border-radius')).toBe('4px')
    await close()
  })

  it('THEME-06 THEME-07 THEME-08 header text 120 ms, modal height 150 ms, view transition 150 ms', async () => {
    const { page, close } = await openModal()
    expect(await style(page, 'w3m-header-text', 'animation-duration')).toBe('0.12s')
    expect(await style(page, 'w3m-modal-height', 'transition-duration')).toBe('0.15s')
    expect(await style(page, 'w3m-modal-height', 'transition-property')).toBe('height')
    expect(await style(page, 'w3m-router-view', 'animation-duration')).toBe('0.15s')
    await close()
  })

  it('respects prefers-reduced-motion: no view, header or height animation', async () => {
    const { page, close } = await openModal({}, { reducedMotion: 'reduce' })
    expect(await style(page, 'w3m-header-text', 'animation-duration')).toBe('0s')
    expect(await style(page, 'w3m-router-view', 'animation-duration')).toBe('0s')
    expect(await style(page, 'w3m-modal-height', 'transition-duration')).toBe('0s')
    await close()
  })

  it("applies AppKit's --w3m-* theme variables", async () => {
    const { page, close } = await openModal({
      options: {
        themeVariables: {
          '--w3m-accent': '#ff3366',
          '--w3m-z-index': 4000,
          '--w3m-font-size-master': '12px',
          '--w3m-border-radius-master': '2px',
          '--w3m-font-family': 'Georgia, serif',
          '--w3m-color-mix': '#00ff00',
          '--w3m-color-mix-strength': 20,
        },
      },
    })
    await page.click('[data-testid="wui-checkbox"]')
    expect(await style(page, 'wui-checkbox', 'background-color')).toBe('rgb(255, 51, 102)')
    expect(await style(page, 'w3m-modal-overlay', 'z-index')).toBe('4000')
    expect(await style(page, 'w3m-theme-root', 'font-size')).toBe('12px')
    expect(await style(page, 'wui-checkbox', 'border-radius')).toBe('2px')
    expect(await style(page, 'w3m-theme-root', 'font-family')).toBe('Georgia, serif')
    expect(await style(page, 'w3m-modal-card', 'background-color')).not.toBe('rgb(18, 19, 19)')
    await h.screenshot(page, 'theme-variables')
    await close()
  })

  it('THEME-12 fetches the fonts stylesheet from the font provider (endpoints.fonts), with a system-font fallback', async () => {
    const fonts = `${h.url}/fonts/KHTeka.css`
    const { page, close } = await openModal({ endpoints: { fonts } })
    expect(h.requests).toContain('/fonts/KHTeka.css')
    expect(await page.evaluate(() => document.querySelector('link[data-airlock-fonts]')?.getAttribute('href'))).toBe(fonts)
    const family = await style(page, 'w3m-theme-root', 'font-family')
    expect(family.startsWith('KHTeka, -apple-system')).toBe(true)
    expect(family.endsWith('sans-serif')).toBe(true)
    await close()
  })
})
