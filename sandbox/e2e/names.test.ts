// Names in a real browser: an EIP-6963 test wallet (devnet account 1, no name yet) goes from
// AccountSettings through ChooseAccountName to RegisterAccountName, meets a too-short name, a
// taken one and a declined signature, then registers `alice-1234.reown.id` with the sandbox's
// name service; the name shows on the account button, in the Account view, and after a reload.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoApp, type DemoAppBuild } from '../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const JS = 'text/javascript; charset=utf-8'
const BASE = '/names-e2e'

/*
 * The test wallets forget a site's grant on reload, which a real extension remembers; the page
 * keeps each grant in sessionStorage and gives it back before the kit starts, so a reload
 * restores the connection as it would with an extension.
 */
const KEEP_GRANTS = `(() => {
  const key = 'names-e2e:granted'
  const wallets = (window.__AIRLOCK_WALLETS__ && window.__AIRLOCK_WALLETS__.eip6963) || []
  const granted = new Set(JSON.parse(sessionStorage.getItem(key) || '[]'))
  wallets.forEach((wallet, i) => {
    if (granted.has(i)) wallet.request({ method: 'eth_requestAccounts' })
    wallet.on('accountsChanged', (accounts) => {
      if (accounts.length) granted.add(i)
      else granted.delete(i)
      sessionStorage.setItem(key, JSON.stringify([...granted]))
    })
  })
})()`

let demo: QuickstartDemo
let browser: Browser
let build: DemoAppBuild

beforeAll(async () => {
  build = await buildDemoApp({ entry: fileURLToPath(new URL('./namesPage.tsx', import.meta.url)), minify: true, base: BASE })
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({
      extend(routes, sandbox) {
        for (const [path, text] of build.files) routes.set(path, { contentType: JS, body: () => text })
        routes.set(`${BASE}/config.js`, {
          contentType: JS,
          body: () => `window.__NAMES_E2E__ = ${JSON.stringify({ endpoints: sandbox.endpoints, networks: sandbox.networks })};\n`,
        })
        routes.set(`${BASE}/`, {
          contentType: 'text/html; charset=utf-8',
          body: () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Names test</title>
<script src="/sandbox-config.js"></script><script src="${BASE}/config.js"></script><script src="/wallets.js"></script>
<script>${KEEP_GRANTS}</script>
<script type="module" src="${BASE}/app.js"></script></head>
<body><main><h1>Host page</h1><div id="root"></div></main></body></html>
`,
        })
      },
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`
const text = (page: Page, testId: string) => page.textContent(inModal(testId))
const nameInput = inModal('wui-ens-input') + ' [data-testid="wui-input-text"]'
const accountButtonText = (page: Page) => page.textContent('[data-testid="account-button"]')

async function openPage(query: string) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  const blocked: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname !== '127.0.0.1') {
      blocked.push(url.href)
      return route.abort('blockedbyclient')
    }
    return route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${demo.demo.url}${BASE}/${query}`)
  return { context, page, blocked, errors }
}

async function connectAndOpenAccount(page: Page, n: 1 | 2) {
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.click(`[data-testid="wallet-selector-dev.airlock.testwallet${n}"]`, { timeout: 30_000 })
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'detached', timeout: 10_000 }).catch(() => undefined)
  await page.click('[data-testid="account-button"]')
  await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
}

/** Screenshots the modal in both themes and audits each with axe (BYD-04). */
async function shootBothThemes(page: Page, name: string) {
  const problems: string[] = []
  // The connect snack fades out (it stays in the DOM aria-hidden); the pointer leaves the rows,
  // so the pictures show the resting state.
  await page.waitForSelector('airlock-modal [aria-hidden="true"]:has([data-testid="wui-snackbar-message"])', { state: 'attached', timeout: 6_000 }).catch(() => undefined)
  await page.mouse.move(1, 1)
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode(m), mode)
    await page.waitForTimeout(300) // entry animation and theme transition done, for the picture
    await page.screenshot({ path: `${ARTIFACTS_DIR}names-${name}-${mode}.png` })
    problems.push(...(await auditModal(page)).map((p) => `${mode}: ${p}`))
  }
  return problems
}

const scriptWallet = (page: Page, index: number, patch: Record<string, unknown>) =>
  page.evaluate(
    ([i, p]) => (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { script(p: unknown): void }[] } }).__AIRLOCK_WALLETS__.eip6963[i as number]!.script(p),
    [index, patch] as const,
  )

describe('Names (browser)', () => {
  it('NAME-01 NAME-02 NAME-03 NAME-04 NAME-07 NAME-08 NAME-14 BYD-21 an EIP-6963 account registers alice-1234.reown.id: too short, taken and declined first; the name shows on the account button, in Account, and after a reload', async () => {
    const { context, page, blocked, errors } = await openPage('?wallets=eip6963:2')
    await connectAndOpenAccount(page, 2)

    // NAME-01: the account view's profile button leads to the name row.
    await page.click(inModal('wui-profile-button'))
    await page.waitForSelector(inModal('account-choose-name-button'), { timeout: 30_000 })
    expect(await shootBothThemes(page, '00-settings')).toEqual([])
    await page.click(inModal('account-choose-name-button'))
    await page.waitForSelector(inModal('w3m-choose-account-name-view'), { timeout: 30_000 })
    expect(await shootBothThemes(page, '01-choose')).toEqual([])
    await page.click(inModal('account-choose-name-continue'))
    await page.waitForSelector(nameInput, { timeout: 30_000 })

    // NAME-02 / 03: refused keys never enter; a short name says so.
    await page.click(nameInput)
    await page.keyboard.type('ab!c .')
    expect(await page.inputValue(nameInput)).toBe('abc')
    await expect.poll(() => page.textContent(inModal('w3m-register-account-name-view'))).toContain('Name must be at least 4 characters long')
    expect(await page.isDisabled(inModal('account-name-register-button'))).toBe(true)

    // A taken name: its suggestion says Registered and Register stays off.
    await page.fill(nameInput, 'airlock-demo')
    await page.waitForSelector(inModal('account-name-suggestion'), { timeout: 30_000 })
    const first = await page.textContent(`${inModal('account-name-suggestion')} >> nth=0`)
    expect(first).toContain('airlock-demo.reown.id')
    expect(first).toContain('Registered')
    await expect.poll(() => page.textContent(inModal('w3m-register-account-name-view'))).toContain('This name is already registered')
    expect(await page.isDisabled(inModal('account-name-register-button'))).toBe(true)

    // NAME-14: a free name's suggestions are Available.
    await page.fill(nameInput, 'alice-1234')
    await expect.poll(async () => (await page.$$(inModal('account-name-suggestion'))).length, { timeout: 30_000 }).toBeGreaterThan(1)
    expect(await page.textContent(`${inModal('account-name-suggestion')} >> nth=0`)).toContain('Available')
    expect(await shootBothThemes(page, '02-register')).toEqual([])

    // A declined signature keeps the form, says so, and registers nothing (NAME-04, NAME-09).
    await scriptWallet(page, 1, { rejectSign: true })
    await page.click(inModal('account-name-register-button'))
    await expect.poll(() => page.textContent(inModal('w3m-register-account-name-view')), { timeout: 30_000 }).toContain('Signature declined')
    expect(await page.inputValue(nameInput)).toBe('alice-1234')
    expect(demo.sandbox.api.requests.find('/v1/profile/account').filter((r) => r.method === 'POST')).toHaveLength(0)

    // Signed this time: registered, shown, and the account goes by its name.
    await scriptWallet(page, 1, { rejectSign: null })
    await page.click(inModal('account-name-register-button'))
    await page.waitForSelector(inModal('w3m-register-account-name-success-view'), { timeout: 30_000 })
    expect(await text(page, 'account-name-registered')).toBe('alice-1234.reown.id')
    expect(await shootBothThemes(page, '03-success')).toEqual([])
    await page.click(inModal('account-name-success-done'))
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
    expect(await text(page, 'w3m-account-name')).toBe('alice-1234.reown.id')
    // The button shows the first 18 characters of a profile name (BTN rule), as AppKit's does.
    expect(await accountButtonText(page)).toContain('alice-1234.reown.i')

    // After a reload the restored connection is looked up again (NAME-13).
    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 60_000 })
    await expect.poll(() => accountButtonText(page), { timeout: 30_000 }).toContain('alice-1234.reown.i')

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)
})
