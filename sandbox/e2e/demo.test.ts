import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { createDemoRoutes } from '../launcher/demoRoutes'
import { startDemoServer, type DemoServer } from '../launcher/demoServer'
import { buildBrowserWallets } from '../testing/buildBrowserWallets'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'
import { ARTIFACTS_DIR } from './harness'

let sandbox: Sandbox<'api'>
let demo: DemoServer
let browser: Browser

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api'] })
  // The launcher's routes (sandbox config, wallets script) with the demo app added, as `npm start` does.
  const routes = createDemoRoutes({ services: () => [], walletsConfig: { rpcUrls: {} }, walletsBundle: () => buildBrowserWallets({ minify: true }) })
  addDemoAppRoutes(routes, { endpoints: sandbox.endpoints, networks: sandbox.networks })
  demo = await startDemoServer({ routes })
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
  await sandbox?.close()
})

describe('demo app (browser)', () => {
  it('serves the demo host page: buttons, hook readouts, theme controls, and opens the modal offline', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
    const blocked: string[] = []
    await context.route('**/*', (route) => {
      const host = new URL(route.request().url()).hostname
      if (host === '127.0.0.1') return route.continue()
      blocked.push(route.request().url())
      return route.abort()
    })
    const page = await context.newPage()
    await page.goto(`${demo.url}/`)
    await page.waitForSelector('[data-testid="connect-button"]')
    await expect.poll(() => page.textContent('[data-testid="demo-state"]')).toContain('"initialized":true')
    expect(await page.textContent('[data-testid="demo-theme"]')).toContain('"themeMode":"dark"')

    await page.click('[data-testid="demo-theme-toggle"]')
    expect(await page.textContent('[data-testid="demo-theme"]')).toContain('"themeMode":"light"')
    await page.click('[data-testid="connect-button"]')
    await page.waitForSelector('[data-testid="w3m-modal-card"]')
    await expect.poll(() => page.textContent('[data-testid="demo-event"]')).toBe('MODAL_OPEN')
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${ARTIFACTS_DIR}demo-app-open.png` })
    expect(blocked).toEqual([])
    await context.close()
  })

  it('loads the two third-party examples: Cosmos networks and the ?wallets=keplr wallet, the address book behind its own switch', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
    const page = await context.newPage()
    page.setDefaultTimeout(10_000)
    await page.goto(`${demo.url}/?wallets=keplr`)
    expect(await page.isChecked('[data-testid="demo-switch-addressBook"]')).toBe(true)
    await expect.poll(() => page.textContent('[data-testid="demo-state"]')).toContain('"initialized":true')
    await page.click('[data-testid="demo-open-networks"]')
    await page.waitForSelector('airlock-modal [data-testid="w3m-networks-group-cosmos"]')
    expect(await page.textContent('airlock-modal [data-testid="w3m-networks-view"]')).toContain('Cosmos Hub')
    await page.keyboard.press('Escape')
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden' })
    // The Keplr-like test wallet connects through the modal, and the Account view has the address book.
    await page.click('[data-testid="connect-button"]')
    await page.click('airlock-modal [data-testid="wallet-selector-keplr"]')
    await expect.poll(() => page.textContent('[data-testid="demo-account"]')).toContain('"caipAddress":"cosmos:cosmoshub-4:cosmos1')
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden' })
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector('airlock-modal [data-testid="wallet-features-addressBook-button"]')
    await page.keyboard.press('Escape')
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden' })
    await page.click('[data-testid="demo-switch-addressBook"]')
    await page.waitForURL(/off=addressBook/)
    expect(await page.isChecked('[data-testid="demo-switch-addressBook"]')).toBe(false)
    await context.close()
  })
})
