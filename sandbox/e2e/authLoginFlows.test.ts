// The embedded wallet's further login flows in a real browser against the real secure site,
// mailbox, social provider and the Farcaster stand-ins (relay on the secure site, app on the
// provider's origin): Farcaster approve, decline and leave (AUTH-10), the full socials list,
// a socials-only project, the popup-blocked redirect login, and the email change by two codes.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultFeatures } from '../api/projects'
import type { DemoServer } from '../launcher/demoServer'
import type { Sandbox } from '../testing/types'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { loopbackContext, sandboxMailbox, startAuthE2e, type AuthE2e } from './testing/authPageServer'

const BASE = '/auth-flows-e2e'

let sandbox: Sandbox<'api' | 'evm' | 'secureSite'>
let demo: DemoServer
let browser: Browser

let env: AuthE2e | undefined
beforeAll(async () => {
  env = await startAuthE2e(BASE, 'Embedded wallet login flows')
  ;({ sandbox, browser, demo } = env)
}, 180_000)
afterAll(() => env?.close())

/** FEAT-16: the display order of the sandbox project's seven socials. */
const DISPLAY_ORDER = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

const inModal = (testId: string) => `airlock-modal [data-testid="${testId}"]`
type KitWindow = { __kit: { getAddress(): string; getAccount(ns: string): { embeddedWalletInfo?: { user: Record<string, unknown>; authProvider: string } } } }
const walletInfo = (page: Page) => page.evaluate(() => (window as unknown as KitWindow).__kit.getAccount('eip155').embeddedWalletInfo)
const addressOf = (page: Page) => page.evaluate(() => (window as unknown as KitWindow).__kit.getAddress())
const { mails, nextMail } = sandboxMailbox(() => sandbox.urls.mailbox)
const newContext = () => loopbackContext(browser)

async function openConnect(context: BrowserContext, query = '') {
  const page = await context.newPage()
  await page.goto(`${demo.url}${BASE}/${query}`)
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  return page
}

type ThemedKit = { __kit: { setThemeMode(mode: 'dark' | 'light'): void } }

/** The view in both themes, each screenshotted and axe-checked (BYD-04); back to dark after. */
async function shot(page: Page, name: string) {
  await page.waitForSelector('airlock-modal [data-testid="wui-snackbar-message"]', { state: 'detached', timeout: 10_000 }).catch(() => undefined)
  await page.waitForTimeout(350) // the view's entry animation, for the picture only
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => (window as unknown as ThemedKit).__kit.setThemeMode(m), mode)
    await page.waitForTimeout(100) // the theme's colour transition, for the picture only
    await page.screenshot({ path: `${ARTIFACTS_DIR}auth-flows-${name}-${mode}.png` })
    expect(await auditModal(page), `${name} ${mode}`).toEqual([])
  }
  await page.evaluate(() => (window as unknown as ThemedKit).__kit.setThemeMode('dark'))
}

/** The `farcaster://connect` URL the view shows (its deep link). */
async function farcasterUrl(page: Page): Promise<string> {
  await page.waitForSelector(inModal('w3m-connecting-farcaster-open'), { timeout: 30_000 })
  return (await page.getAttribute(inModal('w3m-connecting-farcaster-open'), 'href'))!
}

/** The stand-in Farcaster app, in its own tab: open the link, then press `button`. */
async function inFarcasterApp(context: BrowserContext, url: string, button: string): Promise<string> {
  const app = await context.newPage()
  await app.goto(`${sandbox.secureSite.farcasterAppUrl}?uri=${encodeURIComponent(url)}`)
  await app.click(`[data-testid="${button}"]`)
  const result = (await app.textContent('[data-testid="farcaster-result"]'))!
  await app.close()
  return result
}

describe('Embedded wallet login flows (browser)', { timeout: 120_000 }, () => {
  it('AUTH-02 Farcaster: the QR view, copy link and deep link carry the relay\'s URL; the app\'s approval signs in and connects the embedded wallet', async () => {
    const context = await newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.url })
    const page = await openConnect(context)
    await page.click(inModal('social-selector-farcaster'), { timeout: 30_000 })
    const url = await farcasterUrl(page)
    expect(url).toMatch(/^farcaster:\/\/connect\?channelToken=[\w-]+&nonce=[0-9a-f]{32}&siweUri=/)
    expect(new URLSearchParams(url.split('?')[1]).get('siweUri')).toBe(demo.url)
    expect(await page.textContent('airlock-modal [data-testid="w3m-header-text"]')).toBe('Farcaster')
    expect(await page.getAttribute(inModal('wui-qr-code'), 'aria-label')).toBe('QR code to sign in with Farcaster')
    await shot(page, 'farcaster')
    await page.click(inModal('wui-link-copy'))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

    expect(await inFarcasterApp(context, url, 'farcaster-user-ada')).toBe(`You are signed in to ${new URL(demo.url).host}. Go back to the app.`)
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    expect(await addressOf(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await walletInfo(page)).toMatchObject({ user: { username: 'ada' }, authProvider: 'farcaster' })
    await context.close()
  })

  it('Farcaster: declining in the app shows it in the view; "Try again" opens a new request', async () => {
    const context = await newContext()
    const page = await openConnect(context)
    await page.click(inModal('social-selector-farcaster'), { timeout: 30_000 })
    const url = await farcasterUrl(page)
    expect(await inFarcasterApp(context, url, 'farcaster-decline')).toBe('The sign-in request was declined.')
    await expect.poll(() => page.textContent(inModal('w3m-connecting-farcaster-error')), { timeout: 15_000 }).toBe('The sign-in was declined in Farcaster')
    await shot(page, 'farcaster-declined')
    await page.click(inModal('w3m-connecting-farcaster-retry'))
    await expect.poll(() => page.getAttribute(inModal('w3m-connecting-farcaster-open'), 'href'), { timeout: 15_000 }).not.toBe(url)
    expect(await page.$('[data-testid="account-button"]')).toBeNull()
    await context.close()
  })

  it('AUTH-10 leaving ConnectingFarcaster while disconnected reloads the auth connector after 100 ms: its sign-in request closes and a late approval is refused', async () => {
    const context = await newContext()
    const page = await openConnect(context)
    await page.click(inModal('social-selector-farcaster'), { timeout: 30_000 })
    const url = await farcasterUrl(page)
    const channelToken = new URLSearchParams(url.split('?')[1]).get('channelToken')!
    await page.click(inModal('header-back'))
    await page.waitForSelector(inModal('w3m-connect-view'))
    // The relay answers 409 once the channel is closed (400 while it is still open to a signed message).
    await expect
      .poll(async () => (await fetch(`${sandbox.urls.secureSite}/v1/farcaster/channel/authenticate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channelToken }) })).status, { timeout: 10_000 })
      .toBe(409)
    expect(await inFarcasterApp(context, url, 'farcaster-user-alan')).toBe('This sign-in request is no longer open')
    expect(await page.$('[data-testid="account-button"]')).toBeNull()
    await context.close()
  })

  it('AUTH-04 FEAT-16 social-selector-more opens the list of every configured social in display order; one of them logs in from there', async () => {
    const context = await newContext()
    const page = await openConnect(context)
    await page.waitForSelector(inModal('social-selector-more'), { timeout: 30_000 })
    const row = await page.$$eval('airlock-modal [data-testid="w3m-social-login-widget"] [data-testid^="social-selector-"]', (els) => els.map((e) => e.getAttribute('data-testid')))
    expect(row).toEqual([...DISPLAY_ORDER.slice(0, 5).map((id) => `social-selector-${id}`), 'social-selector-more'])
    await page.click(inModal('social-selector-more'))
    await page.waitForSelector(inModal('w3m-connect-socials-view'))
    expect(await page.textContent('airlock-modal [data-testid="w3m-header-text"]')).toBe('All socials')
    const list = await page.$$eval('airlock-modal [data-testid="w3m-connect-socials-view"] [data-testid^="social-selector-"]', (els) => els.map((e) => e.getAttribute('data-testid')))
    expect(list).toEqual(DISPLAY_ORDER.map((id) => `social-selector-${id}`))
    await shot(page, 'all-socials')
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click(inModal('social-selector-facebook'))])
    await popup.click('[data-testid="social-user-facebook-alan"]', { timeout: 30_000 })
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    expect(await walletInfo(page)).toMatchObject({ user: { email: 'alan.facebook@example.com' }, authProvider: 'facebook' })
    await context.close()
  })

  it('AUTH-03 AUTH-04 socials on with email off: the Connect view has the social row and no email input, and Farcaster is offered', async () => {
    sandbox.api.projects.set('auth-flows-socials-only', { features: defaultFeatures(true).map((f) => (f.id === 'email' ? { ...f, isEnabled: false } : f)) })
    const context = await newContext()
    const page = await openConnect(context, '?project=auth-flows-socials-only')
    await page.waitForSelector(inModal('social-selector-farcaster'), { timeout: 30_000 })
    expect(await page.$(`${inModal('wui-email-input')} input`)).toBeNull()
    expect(await page.$(inModal('w3m-email-login-widget'))).toBeNull()
    await shot(page, 'socials-only')
    await context.close()
  })

  it('AUTH-02 a blocked popup: the login goes to the provider in the same tab and completes on the way back, the result taken out of the address bar', async () => {
    const context = await newContext()
    // Headless Chromium opens popups from a click; this stands in for a browser that blocks them.
    await context.addInitScript(() => Object.defineProperty(window, 'open', { value: () => null }))
    const page = await openConnect(context)
    await page.click(inModal('social-selector-google'), { timeout: 30_000 })
    await page.waitForURL(`${sandbox.secureSite.socialProviderUrl}/authorize?**`, { timeout: 30_000 })
    const authorize = new URL(page.url())
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(new URL(authorize.searchParams.get('redirect_uri')!).searchParams.get('return')).toBe(`${demo.url}${BASE}/`)
    await page.click('[data-testid="social-user-google-ada"]')
    await page.waitForURL(`${demo.url}${BASE}/**`, { timeout: 30_000 })
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 60_000 })
    expect(page.url()).toBe(`${demo.url}${BASE}/`)
    expect(await walletInfo(page)).toMatchObject({ user: { email: 'ada.google@example.com' } })
    await context.close()
  })

  it('a redirect result whose state this tab\'s frame did not make is refused', async () => {
    const context = await newContext()
    await context.addInitScript(() => Object.defineProperty(window, 'open', { value: () => null }))
    const page = await openConnect(context)
    await page.click(inModal('social-selector-apple'), { timeout: 30_000 })
    await page.waitForURL(`${sandbox.secureSite.socialProviderUrl}/authorize?**`, { timeout: 30_000 })
    await page.goto(`${demo.url}${BASE}/#airlock_social_code=stolen&airlock_social_state=forged`)
    await expect.poll(() => page.textContent(inModal('w3m-connecting-social-error')), { timeout: 30_000 }).toBe('State mismatch: this login was not started here')
    expect(page.url()).toBe(`${demo.url}${BASE}/`)
    expect(await page.$('[data-testid="account-button"]')).toBeNull()
    await context.close()
  })

  it('UpdateEmailWallet: a code to the current email, then one to the new email (both from the mailbox); the account shows the new email, same address; useAppKitUpdateEmail does the same', async () => {
    const [from, to] = ['grace@example.com', 'grace.hopper@example.com']
    const context = await newContext()
    const page = await openConnect(context)
    await page.fill(`${inModal('wui-email-input')} input`, from)
    await page.keyboard.press('Enter')
    await fetch((await nextMail(from, 0, 'link')).link!)
    const login = await nextMail(from, 1, 'code')
    await page.click(`${inModal('wui-otp-input')} input >> nth=0`, { timeout: 30_000 })
    await page.keyboard.type(login.code!)
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 }).catch(() => undefined)
    const address = await addressOf(page)

    await page.click('[data-testid="account-button"]')
    await page.click(inModal('wui-profile-button'), { timeout: 30_000 })
    await page.waitForSelector(inModal('w3m-account-email-update'), { timeout: 30_000 })
    expect(await page.textContent(inModal('w3m-account-email-update'))).toContain(from)
    await page.click(inModal('w3m-account-email-update'))
    await page.waitForSelector(inModal('w3m-update-email-view'))
    expect(await page.textContent('airlock-modal [data-testid="w3m-header-text"]')).toBe('Edit Email')
    await page.fill(`${inModal('wui-email-input')} input`, to)
    await shot(page, 'update-email')
    const seen = (await mails(from)).length
    await page.click(inModal('w3m-update-email-save'))

    await page.waitForSelector(`${inModal('w3m-update-email-otp-view')}[data-step="primary"]`, { timeout: 30_000 })
    expect(await page.textContent(inModal('w3m-update-email-otp-text'))).toBe(`Enter the code we sent to ${from}`)
    expect(await page.textContent('airlock-modal [data-testid="w3m-header-text"]')).toBe('Confirm Current Email')
    const primary = await nextMail(from, seen, 'code')
    expect(primary.subject).toBe('Confirm your email change')
    await shot(page, 'update-email-primary')
    const wrong = primary.code === '000000' ? '111111' : '000000'
    await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
    await page.keyboard.type(wrong)
    await expect.poll(() => page.textContent(inModal('w3m-update-email-otp-error')), { timeout: 15_000 }).toBe('Invalid code')
    await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
    await page.keyboard.type(primary.code!)

    await page.waitForSelector(`${inModal('w3m-update-email-otp-view')}[data-step="secondary"]`, { timeout: 30_000 })
    expect(await page.textContent(inModal('w3m-update-email-otp-text'))).toBe(`Enter the code we sent to ${to}`)
    expect(await page.textContent('airlock-modal [data-testid="w3m-header-text"]')).toBe('Confirm New Email')
    const secondary = await nextMail(to, 0, 'code')
    expect(secondary.subject).toBe('Confirm your new email')
    await shot(page, 'update-email-secondary')
    await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
    await page.keyboard.type(secondary.code!)

    await page.waitForSelector(inModal('w3m-account-settings-view'), { timeout: 30_000 })
    await expect.poll(() => page.textContent(inModal('w3m-account-email-update')), { timeout: 15_000 }).toContain(to)
    expect(await walletInfo(page)).toMatchObject({ user: { email: to }, authProvider: 'email' })
    expect(await addressOf(page)).toBe(address)
    await shot(page, 'account-settings-new-email')

    // The host's own button through useAppKitUpdateEmail: the same two steps, then its data.
    const third = 'amazing.grace@example.com'
    await page.evaluate(() => (window as unknown as { __kit: { close(): void } }).__kit.close())
    await page.click('[data-testid="update-email-button"]')
    await page.waitForSelector(inModal('w3m-update-email-view'), { timeout: 30_000 })
    expect(await page.inputValue(`${inModal('wui-email-input')} input`)).toBe(to)
    await page.fill(`${inModal('wui-email-input')} input`, third)
    const seenTo = (await mails(to)).length
    await page.click(inModal('w3m-update-email-save'))
    await page.waitForSelector(`${inModal('w3m-update-email-otp-view')}[data-step="primary"]`, { timeout: 30_000 })
    await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
    await page.keyboard.type((await nextMail(to, seenTo, 'code')).code!)
    await page.waitForSelector(`${inModal('w3m-update-email-otp-view')}[data-step="secondary"]`, { timeout: 30_000 })
    await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
    await page.keyboard.type((await nextMail(third, 0, 'code')).code!)
    await expect.poll(() => page.textContent('[data-testid="update-email-result"]'), { timeout: 15_000 }).toBe(`Email changed to ${third}`)
    expect(await addressOf(page)).toBe(address)

    // A reload restores the session with the new email and the same account.
    await page.reload()
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 60_000 })
    await expect.poll(() => walletInfo(page), { timeout: 15_000 }).toMatchObject({ user: { email: third } })
    expect(await addressOf(page)).toBe(address)
    await context.close()
  })
})
