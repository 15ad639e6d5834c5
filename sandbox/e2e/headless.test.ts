// The /headless demo page in a real browser (issue 34 part 2): a connect UI of the host's own on
// useAppKitWallets and useAppKitEmailLogin, with `features.headless` so no modal code loads. One
// page load connects each kind in turn against the sandbox: an EIP-6963 wallet, the injected
// one, a catalogue wallet through WalletConnect (the Node WalletConnect test wallet pairs with
// the URI the page shows) and the embedded wallet by email (link and code from the mailbox).
import type { Page } from 'playwright-core'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addHeadlessRoutes, buildHeadlessPage } from '../app/headless/addHeadlessRoutes'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { nextMail } from './testing/emailLogin'
import { CHROMIUM_ARGS, openPage, type PageSession } from './testing/pageSession'

let demo: QuickstartDemo
let browser: Browser
let wallet: WalletConnectTestWallet
let session: PageSession

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({ extraServices: ['relay', 'secureSite'], extend: (routes, sandbox) => addHeadlessRoutes(routes, { endpoints: sandbox.endpoints }) }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
  const relay = (demo.sandbox.urls as { relay?: string }).relay!
  wallet = await createWalletConnectTestWallet({ relayUrl: relay, evmPrivateKey: DEVNET_ACCOUNTS[7]!.privateKey })
  session = await openPage(browser, `${demo.demo.url}/headless/?wallets=eip6963:2,injected`)
}, 240_000)

afterAll(async () => {
  await session?.context.close()
  await wallet?.close()
  await browser?.close()
  await demo?.close()
})

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const sel = (id: string) => `[data-testid="${id}"]`
const status = (page: Page) => page.getAttribute(sel('headless-status'), 'data-connected')
const address = (page: Page) => page.textContent(sel('headless-address'))

async function expectConnectedAs(page: Page, expected: string | RegExp) {
  // The page's error (if any) rides along, so a failed connect says why.
  const statusOrError = async () => (await page.locator(sel('headless-error')).textContent({ timeout: 1_000 }).catch(() => null)) ?? (await status(page))
  await expect.poll(statusOrError, { timeout: 60_000 }).toBe('true')
  const shown = (await address(page))!.toLowerCase()
  if (typeof expected === 'string') expect(shown).toBe(expected.toLowerCase())
  else expect(shown).toMatch(expected)
}

async function disconnect(page: Page) {
  await page.click(sel('headless-disconnect'))
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe('false')
}

/** The rows of a list: test id, name and the Installed / WalletConnect tag. */
const rows = (page: Page, list: string) =>
  page.$$eval(`${sel(list)} button`, (buttons) =>
    buttons.map((b) => ({
      id: b.getAttribute('data-testid')!.replace('headless-wallet-', ''),
      name: b.querySelector('span')?.textContent,
      tag: b.querySelector('.tag')?.textContent,
      image: b.querySelector('img')?.getAttribute('src') ?? '',
      certified: b.getAttribute('data-certified') === 'true',
      pay: b.querySelector('[data-testid="headless-wallet-pay"]') !== null,
    })),
  )

describe('headless connect page (browser, sandbox)', () => {
  it('BYD-34 lists the installed wallets first, then the catalogue, searchable, paged and filtered with AppKit 1.8\'s list options', async () => {
    const { page } = session
    await expect.poll(() => status(page), { timeout: 60_000 }).toBe('false')
    // Two announced test wallets and the injected one (their connectors register as the chain
    // plugin starts), then the featured and recommended catalogue wallets.
    await expect.poll(async () => (await rows(page, 'headless-wallets')).map((r) => r.tag).join(), { timeout: 60_000 }).toMatch(/^Installed,Installed,Installed,WalletConnect/)
    const initial = await rows(page, 'headless-wallets')
    const installed = initial.filter((r) => r.tag === 'Installed')
    expect(installed).toHaveLength(3)
    expect(initial.slice(0, 3)).toEqual(installed)
    // Every installed wallet has a logo, the injected "Browser Wallet" too (the catalogue's image, as the modal shows).
    await expect.poll(async () => (await rows(page, 'headless-wallets')).filter((r) => r.tag === 'Installed' && !r.image).map((r) => r.name), { timeout: 30_000 }).toEqual([])

    await expect.poll(async () => (await rows(page, 'headless-catalogue')).length, { timeout: 30_000 }).toBeGreaterThan(0)
    const firstPage = (await rows(page, 'headless-catalogue')).length
    const countText = await page.textContent(sel('headless-catalogue-count'))
    expect(countText).toMatch(new RegExp(`^${firstPage} of \\d+$`))
    await page.click(sel('headless-more'))
    await expect.poll(async () => (await rows(page, 'headless-catalogue')).length, { timeout: 30_000 }).toBeGreaterThan(firstPage)

    await page.fill(sel('headless-search'), 'Trust')
    await expect.poll(async () => (await rows(page, 'headless-catalogue')).map((r) => r.name), { timeout: 30_000 }).toContain('Trust Wallet')
    expect((await rows(page, 'headless-catalogue')).every((r) => /trust/i.test(r.name ?? ''))).toBe(true)
    await page.fill(sel('headless-search'), '')

    // AppKit 1.8's fetchWallets options through the page's list options: entries, badge, sort with includePayOnly.
    const catalogueRows = () => rows(page, 'headless-catalogue')
    await page.selectOption(sel('headless-filter-entries'), '10')
    await expect.poll(async () => (await catalogueRows()).length, { timeout: 30_000 }).toBe(10)
    await page.check(sel('headless-filter-certified'))
    await expect.poll(async () => (await catalogueRows()).every((r) => r.certified), { timeout: 30_000 }).toBe(true)
    expect(await catalogueRows()).toHaveLength(10)
    await page.uncheck(sel('headless-filter-certified'))
    await page.check(sel('headless-filter-pay'))
    await expect.poll(async () => (await catalogueRows()).every((r) => r.pay), { timeout: 30_000 }).toBe(true)
    await page.fill(sel('headless-search'), 'Till')
    await expect.poll(async () => (await catalogueRows()).map((r) => r.name), { timeout: 30_000 }).toEqual(['Till Pay'])
    await page.uncheck(sel('headless-filter-pay'))
    await expect.poll(async () => (await catalogueRows()).length, { timeout: 30_000 }).toBe(0)
    await page.fill(sel('headless-search'), '')
    await page.selectOption(sel('headless-filter-entries'), '40')
    await expect.poll(async () => (await catalogueRows()).length, { timeout: 30_000 }).toBe(40)
    await page.fill(sel('headless-search'), 'Trust')
    await expect.poll(async () => (await catalogueRows()).map((r) => r.name), { timeout: 30_000 }).toContain('Trust Wallet')
  }, 180_000)

  it('BYD-34 connects an EIP-6963 wallet and then the injected one through their rows', async () => {
    const { page } = session
    const installed = (await rows(page, 'headless-wallets')).filter((r) => r.tag === 'Installed')
    const announced = installed.find((r) => r.name?.includes('1'))!
    const injected = installed.find((r) => r !== announced && !/\d/.test(r.name ?? ''))
    expect(injected, JSON.stringify(installed)).toBeDefined()

    await page.click(sel(`headless-wallet-${announced.id}`))
    await expectConnectedAs(page, DEVNET_ACCOUNTS[0]!.address)
    await disconnect(page)

    await page.click(sel(`headless-wallet-${injected!.id}`))
    await expectConnectedAs(page, DEVNET_ACCOUNTS[2]!.address)
    await disconnect(page)
  }, 120_000)

  it('BYD-34 connects a catalogue wallet through WalletConnect: the page shows the URI and the wallet deep link, the wallet pairs with that URI', async () => {
    const { page } = session
    await page.fill(sel('headless-search'), 'Trust')
    await page.click(`${sel('headless-catalogue')} >> text=Trust Wallet`)
    const uriEl = page.locator(sel('headless-wc-uri'))
    await uriEl.waitFor({ timeout: 60_000 })
    // Cancel is AppKit's resetWcUri: the URI and the wallet being connected go (the panel with them); try again.
    await page.click(sel('headless-wc-cancel'))
    await page.waitForSelector(sel('headless-wc'), { state: 'detached', timeout: 30_000 })
    await page.click(`${sel('headless-catalogue')} >> text=Trust Wallet`)
    await uriEl.waitFor({ timeout: 60_000 })
    const uri = (await uriEl.textContent())!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await page.getAttribute(sel('headless-wc-deeplink'), 'href')).toBe(`https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`)

    await wallet.pair(uri)
    await expectConnectedAs(page, wallet.address)
    await disconnect(page)
  }, 180_000)

  it('BYD-34 on a phone, connecting a catalogue wallet takes the visitor to its app with the pairing URI, and the wallet pairs with it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, userAgent: ANDROID_UA })
    const opened: string[] = []
    await context.route('**/*', (route) => {
      const target = new URL(route.request().url())
      if (target.hostname === '127.0.0.1') return route.continue()
      if (target.hostname === 'link.trustwallet.com') {
        opened.push(target.href)
        // A 204 ends the navigation where it started: the page stays, as when the OS hands the link to the app.
        return route.fulfill({ status: 204 })
      }
      return route.abort('blockedbyclient')
    })
    try {
      const page = await context.newPage()
      await page.goto(`${demo.demo.url}/headless/`)
      await expect.poll(() => status(page), { timeout: 60_000 }).toBe('false')
      await page.fill(sel('headless-search'), 'Trust')
      await page.click(`${sel('headless-catalogue')} >> text=Trust Wallet`)
      const uriEl = page.locator(sel('headless-wc-uri'))
      await uriEl.waitFor({ timeout: 60_000 })
      const uri = (await uriEl.textContent())!
      await expect.poll(() => opened, { timeout: 30_000 }).toEqual([`https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`])
      await wallet.pair(uri)
      await expectConnectedAs(page, wallet.address)
      await disconnect(page)
    } finally {
      await context.close()
    }
  }, 180_000)

  it('BYD-34 connects the embedded wallet by email: the device link, then the code, both from the sandbox mailbox', async () => {
    const { page } = session
    const mailbox = (demo.sandbox.urls as { mailbox?: string }).mailbox!
    const email = 'headless-visitor@example.com'
    await page.fill(sel('headless-email-input'), 'not-an-email')
    await page.click(sel('headless-email-submit'))
    expect(await page.textContent(sel('headless-email-error'))).toBe('Enter a valid email address')

    await page.fill(sel('headless-email-input'), email)
    await page.click(sel('headless-email-submit'))
    await page.waitForSelector(sel('headless-email-device'), { timeout: 60_000 })
    expect((await fetch((await nextMail(mailbox, email, 'link', 0)).link!)).status).toBe(200)
    const { code } = await nextMail(mailbox, email, 'code', 1)
    await page.fill(sel('headless-code-input'), code!)
    await page.click(sel('headless-code-submit'))
    await expectConnectedAs(page, /^0x[0-9a-f]{40}$/)
    await disconnect(page)
  }, 180_000)

  // Last of the visits: run before them, a colour-scheme switch with full-page screenshots left the
  // next EIP-6963 click unconnected (no error, no pending connect); the cause is not found yet.
  it('BYD-34 the page after the visits, in both themes with nothing serious for axe', async () => {
    const { page } = session
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('false')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.screenshot({ path: `${ARTIFACTS_DIR}headless-light.png`, fullPage: true })
    expect(await auditModal(page, 'main')).toEqual([])
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.screenshot({ path: `${ARTIFACTS_DIR}headless-dark.png`, fullPage: true })
    expect(await auditModal(page, 'main')).toEqual([])
    await page.emulateMedia({ colorScheme: 'light' })
  }, 60_000)

  it('BYD-34 no modal code was requested on the whole visit: no modal, view, design-system or router chunk, no <airlock-modal>', async () => {
    const build = await buildHeadlessPage()
    const modalSources = (source: string) => /^ui-shell\/(modal|views|components|router)\//.test(source) || /node_modules\/(styled-components|@tanstack\/react-router)\//.test(source)
    // The first bundle holds the modal's tiny scheduler and the hooks by design (ui-shell/README.md);
    // the modal itself is the lazy chunks behind it.
    const modalChunks = [...build.files.keys()].filter((path) => !build.firstBundle.includes(path) && build.inputsOf(path).some(modalSources))
    // The chunks exist (the page could load them); it just never asks.
    expect(modalChunks.length).toBeGreaterThan(0)
    expect(build.chunkOf('ui-shell/modal/mountModal.tsx')).toBeDefined()
    const requestedModal = session.requested.filter((path) => modalChunks.includes(path))
    expect(requestedModal).toEqual([])
    expect(await session.page.locator('airlock-modal').count()).toBe(0)
    expect(session.errors).toEqual([])
    expect(session.blocked).toEqual([])
  })
})
