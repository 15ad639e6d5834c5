// Every visitor's language in a real browser (issue 30, BYD-31). One page with every core view
// and every feature plugin on the sandbox:
// - the pseudo-locale (en-XA) walk: every view shows only catalogue text (bracketed), none cut off,
//   in three passes: the core and money views; the embedded wallet's logins and the secure frame's
//   approval (the frame's own catalogue is in en-XA too); sign-in, smart sessions, the swap
//   preview and a registered name (the file takes about two minutes on two cores);
// - ar, ja and de: Connect, All Wallets, Account, Swap and an error snackbar in both themes,
//   screenshotted and axe-clean; in ar the layout is mirrored (Back on the right, its chevron
//   flipped) while numbers and Latin names read left to right.
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { typeCode } from './testing/embeddedLogin'
import { nextMail } from './testing/emailLogin'
import { inModal, startPluginPage, type PluginPageHost } from './testing/pluginPage'
import { pressSecureButton } from './testing/secureFrame'
import { auditFrameText, auditModalText, type TextAudit } from './testing/untranslatedText'
import { waitForModalAtRest } from './testing/waitForModalAtRest'

let host: PluginPageHost

beforeAll(async () => {
  host = await startPluginPage({
    entry: new URL('./i18nPage.tsx', import.meta.url),
    base: '/i18n-e2e',
    configGlobal: '__I18N_E2E__',
    title: 'i18n test',
    extraServices: ['onramp', 'secureSite'],
  })
}, 180_000)

afterAll(() => host?.close())

type Kit = { open(r: unknown): Promise<void>; close(): Promise<void>; setThemeMode(m: string): void; getLocale(): string }
type KitWindow = { __kit: Kit }
/** The page as a dapp that asks the embedded wallet to sign: the request's outcome kept in `__signed`. */
type SigningWindow = { __kit: { getAddress(): string; getWalletProvider(): { request(a: unknown): Promise<unknown> } }; __signed?: Promise<unknown> }

/** Connects test wallet 1 through the Connect view, ticking the legal checkbox this page turns on. */
async function agreeAndConnect(page: Page) {
  await page.click('[data-testid="connect-button"]')
  await page.locator(`${inModal('w3m-legal-checkbox')} input`).check()
  await page.click(inModal('wallet-selector-dev.airlock.testwallet1'))
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
  await page.evaluate(() => (window as unknown as { __kit: Kit }).__kit.close())
}

async function openView(page: Page, view: string, testId: string) {
  await page.evaluate((v) => (window as unknown as { __kit: Kit }).__kit.open({ view: v }), view)
  await page.waitForSelector(inModal(testId), { timeout: 30_000 })
  await waitForModalAtRest(page)
}

/** Names the kit shows as data (networks, wallets, tokens: every `name` and `symbol` in its stores) and Intl's month names. */
function dataWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const container = (window as unknown as { __container: { resolve(t: symbol): { getState(): unknown } } }).__container
    const words = new Set<string>()
    const walk = (value: unknown, depth: number) => {
      if (depth > 6 || value === null || typeof value !== 'object') return
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        if ((key === 'name' || key === 'symbol') && typeof v === 'string') words.add(v)
        else walk(v, depth + 1)
      }
    }
    for (const token of ['networksStore', 'connectorsStore', 'walletCatalogue', 'accountStore']) {
      try {
        walk(container.resolve(Symbol.for(`airlock.${token}`)).getState(), 0)
      } catch {
        // a store the kit does not have
      }
    }
    // Dates come from Intl in the kit's locale (month names), not from a catalogue.
    for (let month = 0; month < 12; month++) {
      for (const style of ['long', 'short'] as const) words.add(new Intl.DateTimeFormat('en-XA', { month: style }).format(new Date(2026, month, 15)))
    }
    return [...words]
  })
}

/** Ticks the legal checkbox this page turns on (kept for the page's kit once ticked, so `check`, never a toggling click). */
const agree = (page: Page) => page.locator(`${inModal('w3m-legal-checkbox')} input`).check()

/** The secure site's mailbox (the page's project starts the sandbox with it). */
const mailbox = () => (host.demo.sandbox.urls as { mailbox?: string }).mailbox!

/** Opens `query` in en-XA and waits until the page's button shows the pseudo-locale's words. */
async function openPseudo(query = '') {
  const opened = await host.open(`?locale=en-XA${query}`)
  await opened.page.waitForSelector('[data-testid="connect-button"]')
  // The button's English turns pseudo once the locale's messages load (start-up fetches them at once).
  await expect.poll(() => opened.page.textContent('[data-testid="connect-button"]'), { timeout: 15_000 }).toMatch(/^\[.+\]$/)
  return opened
}

/**
 * The pseudo-locale audit of what the page shows now (the modal, or a framed document of the
 * secure site), screenshotted; findings are gathered under the view's name and checked at the end.
 */
function pseudoAuditor(page: Page) {
  const findings: Record<string, TextAudit> = {}
  const record = async (name: string, result: Promise<TextAudit>) => {
    await page.screenshot({ path: `${ARTIFACTS_DIR}i18n-pseudo-${name.replace(/\W+/g, '-')}.png` })
    const found = await result
    if (found.untranslated.length || found.clipped.length) findings[name] = found
  }
  return {
    findings,
    modal: async (name: string) => record(name, auditModalText(page, await dataWords(page))),
    frame: async (name: string, frame: Frame) => record(name, auditFrameText(frame, await dataWords(page))),
  }
}

const DISCONNECTED_VIEWS: [string, string][] = [
  ['Connect', 'w3m-connect-view'],
  ['AllWallets', 'w3m-all-wallets-view'],
  ['ConnectSocials', 'w3m-connect-socials-view'],
  ['ConnectingWalletConnect', 'w3m-connecting-wc-view'],
  ['Networks', 'w3m-networks-view'],
]

const CONNECTED_VIEWS: [string, string][] = [
  ['Account', 'w3m-account-view'],
  ['AccountSettings', 'w3m-account-settings-view'],
  ['Transactions', 'w3m-transactions-view'],
  ['WalletSend', 'w3m-wallet-send-view'],
  ['WalletSendSelectToken', 'w3m-wallet-send-select-token-view'],
  ['WalletReceive', 'w3m-wallet-receive-view'],
  ['Swap', 'w3m-swap-view'],
  ['SwapSelectToken', 'w3m-swap-select-token-view'],
  ['OnRampProviders', 'w3m-onramp-providers-view'],
  ['WhatIsABuy', 'w3m-what-is-a-buy-view'],
  ['RegisterAccountName', 'w3m-register-account-name-view'],
  ['ProfileWallets', 'w3m-profile-wallets-view'],
  ['Networks', 'w3m-networks-view'],
]

describe('locales (browser)', () => {
  it('BYD-31 the pseudo-locale walk: every core and plugin view shows catalogue text only, none of it clipped', async () => {
    const { page, close, errors } = await openPseudo('&wallets=eip6963:2')
    try {
      const { findings, modal: audit } = pseudoAuditor(page)
      for (const [view, testId] of DISCONNECTED_VIEWS) {
        await openView(page, view, testId)
        await audit(view)
      }
      await page.evaluate(() => (window as unknown as { __kit: Kit }).__kit.close())
      await agreeAndConnect(page)
      for (const [view, testId] of CONNECTED_VIEWS) {
        await openView(page, view, testId)
        await audit(`${view} (connected)`)
      }
      // The send preview needs a draft: an amount and a receiver (the devnet's second account).
      await openView(page, 'WalletSend', 'w3m-wallet-send-view')
      await page.fill(inModal('w3m-send-amount-input'), '0.1')
      await page.fill(inModal('w3m-send-receiver-input'), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
      await page.click(inModal('w3m-send-preview-button'))
      await page.waitForSelector(inModal('w3m-wallet-send-preview-view'))
      await waitForModalAtRest(page)
      await audit('WalletSendPreview (connected)')
      // The buy flow's views need a provider chosen first.
      await openView(page, 'OnRampProviders', 'w3m-onramp-providers-view')
      await page.click(inModal('onramp-provider-coinbase'))
      await page.waitForSelector(inModal('w3m-onramp-amount-view'))
      await waitForModalAtRest(page)
      await audit('OnRampAmount (connected)')
      for (const [view, testId] of [['OnRampFiatSelect', 'w3m-onramp-fiat-select-view'], ['OnRampTokenSelect', 'w3m-onramp-token-select-view']]) {
        await openView(page, view!, testId!)
        await audit(`${view} (connected)`)
      }
      expect(findings).toEqual({})
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 300_000)

  it('BYD-31 the pseudo-locale walk, embedded wallet: social login, the Farcaster QR view, email login with its code, and the secure frame\'s approval in its own catalogue', async () => {
    const { page, close, errors } = await openPseudo()
    try {
      const audit = pseudoAuditor(page)
      await page.click('[data-testid="connect-button"]')
      await agree(page)
      // A social login waits on the provider's popup; closing the popup goes back to Connect.
      const [popup] = await Promise.all([page.context().waitForEvent('page'), page.click(inModal('social-selector-google'))])
      await page.waitForSelector(inModal('w3m-connecting-social-view'), { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('ConnectingSocial')
      await popup.close()
      await page.waitForSelector(inModal('w3m-connect-view'), { timeout: 30_000 })
      await agree(page)
      // Farcaster: the relay's QR code and its link.
      await page.click(inModal('social-selector-farcaster'))
      await page.waitForSelector(inModal('w3m-connecting-farcaster-open'), { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('ConnectingFarcaster')
      await page.click(inModal('header-back'))
      await page.waitForSelector(inModal('w3m-connect-view'))
      await agree(page)
      // Email: a new device approves the mailed link first, then types the mailed code.
      const email = 'walk@example.com'
      await page.fill(`${inModal('wui-email-input')} input`, email)
      await page.keyboard.press('Enter')
      await page.waitForSelector(inModal('w3m-email-verify-device-view'), { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('EmailVerifyDevice')
      expect((await fetch((await nextMail(mailbox(), email, 'link', 0)).link!)).status).toBe(200)
      await page.waitForSelector(inModal('w3m-email-verify-otp-view'), { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('EmailVerifyOtp')
      await typeCode(page, (await nextMail(mailbox(), email, 'code', 1)).code!)
      await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
      await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden', timeout: 10_000 }).catch(() => undefined)
      // A dapp asks for a signature: ApproveTransaction, the secure frame's approval over it.
      await page.evaluate(() => {
        const w = window as unknown as SigningWindow
        const request = { method: 'personal_sign', params: ['0x48656c6c6f', w.__kit.getAddress()] }
        w.__signed = w.__kit.getWalletProvider().request(request).catch((e: Error) => e.message)
      })
      await page.waitForSelector(inModal('w3m-approve-transaction-view'), { timeout: 30_000 })
      const frame = page.frameLocator('#w3m-iframe')
      await frame.locator('[data-testid="secure-confirm-button"][data-armed="true"]').waitFor({ timeout: 15_000 })
      expect(await frame.locator('html').getAttribute('lang')).toBe('en-XA')
      await waitForModalAtRest(page)
      await audit.modal('ApproveTransaction')
      await audit.frame('ApproveTransaction (secure frame)', (await (await page.$('#w3m-iframe'))!.contentFrame())!)
      await pressSecureButton(frame, 'cancel')
      expect(await page.evaluate(() => (window as unknown as SigningWindow).__signed)).toBe('User rejected the request')
      expect(audit.findings).toEqual({})
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 300_000)

  it('BYD-31 the pseudo-locale walk, account features: sign-in, a created smart session and the list, the swap preview and a registered name', async () => {
    const { page, close, errors } = await openPseudo('&wallets=eip6963:2&siwx=default')
    try {
      const audit = pseudoAuditor(page)
      await page.click('[data-testid="connect-button"]')
      await page.locator(`${inModal('w3m-legal-checkbox')} input`).check()
      await page.click(inModal('wallet-selector-dev.airlock.testwallet1'))
      await page.waitForSelector(inModal('w3m-siwx-sign-message-view'), { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('SIWXSignMessage')
      await page.click(inModal('w3m-connecting-siwe-sign'))
      await page.waitForSelector(inModal('w3m-siwx-sign-message-view'), { state: 'detached', timeout: 30_000 })
      await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })

      // A grant while the modal is open shows SmartSessionCreated; its button leads to the list.
      await openView(page, 'Account', 'w3m-account-view')
      await page.evaluate(() => void (window as unknown as { __grant(): Promise<unknown> }).__grant())
      await page.waitForSelector(inModal('w3m-smart-session-created-view'), { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('SmartSessionCreated')
      await page.click(inModal('smart-session-created-list'))
      await page.waitForSelector(inModal('smart-session-item'), { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('SmartSessionList')
      await page.click(inModal('tab-expired'))
      await page.waitForSelector(`${inModal('smart-sessions-expired')} [data-testid="smart-session-item"], ${inModal('smart-sessions-empty')}`, { timeout: 30_000 })
      await audit.modal('SmartSessionList expired')

      // The swap preview: ETH to USDC on the devnet pool, quoted and ready to send.
      await page.evaluate((a) => (window as unknown as KitWindow).__kit.open({ view: 'Swap', arguments: a }), { fromToken: 'ETH', toToken: 'USDC', amount: '0.5' })
      await page.waitForSelector(`${inModal('swap-action-button')}:not([disabled])`, { timeout: 30_000 })
      await expect.poll(() => page.inputValue(inModal('swap-input-toToken')), { timeout: 30_000 }).not.toBe('')
      await page.click(inModal('swap-action-button'))
      await page.waitForSelector(`${inModal('swap-preview-action-button')}:not([disabled])`, { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('SwapPreview')

      // A name registered with the sandbox's name service (the wallet signs the request).
      await openView(page, 'RegisterAccountName', 'w3m-register-account-name-view')
      const input = `${inModal('wui-ens-input')} [data-testid="wui-input-text"]`
      await page.fill(input, `walk-${Date.now().toString(36)}`)
      await page.waitForSelector(`${inModal('account-name-register-button')}:not([disabled])`, { timeout: 30_000 })
      await page.click(inModal('account-name-register-button'))
      await page.waitForSelector(inModal('w3m-register-account-name-success-view'), { timeout: 30_000 })
      await waitForModalAtRest(page)
      await audit.modal('RegisterAccountNameSuccess')
      expect(audit.findings).toEqual({})
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 300_000)

  for (const locale of ['ar', 'ja', 'de'] as const) {
    it(`BYD-31 ${locale}: Connect, All Wallets, Account, Swap and an error snackbar in both themes, axe-clean`, async () => {
      const { page, close, errors } = await host.open(`?locale=${locale}&wallets=eip6963:2`)
      try {
        await page.waitForSelector('[data-testid="connect-button"]')
        await expect.poll(() => page.evaluate(() => (window as unknown as { __kit: Kit }).__kit.getLocale()), { timeout: 15_000 }).toBe(locale)
        const shoot = async (name: string) => {
          for (const mode of ['dark', 'light'] as const) {
            await page.evaluate((m) => (window as unknown as { __kit: Kit }).__kit.setThemeMode(m), mode)
            await waitForModalAtRest(page)
            await page.screenshot({ path: `${ARTIFACTS_DIR}i18n-${locale}-${name}-${mode}.png` })
            expect(await auditModal(page), `${locale} ${name} ${mode}`).toEqual([])
          }
          await page.evaluate(() => (window as unknown as { __kit: Kit }).__kit.setThemeMode('dark'))
        }
        await openView(page, 'Connect', 'w3m-connect-view')
        const dir = await page.$eval('airlock-modal', (el) => el.shadowRoot!.querySelector('[data-testid="w3m-theme-root"]')!.getAttribute('dir'))
        expect(dir).toBe(locale === 'ar' ? 'rtl' : 'ltr')
        if (locale === 'ar') {
          // In a right-to-left view, "550+" stays "550+" and a Latin wallet name keeps its own direction
          // (so a cut name loses its end, not its start).
          const read = await page.$eval('airlock-modal', (el) => {
            const root = el.shadowRoot!
            const count = root.querySelector('[data-testid="all-wallets"] bdi')
            const button = root.querySelector('[data-testid="wallet-selector-dev.airlock.testwallet1"]')!
            const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
            let name: Element | null = null
            for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.nodeValue?.includes('Airlock Test Wallet')) name = n.parentElement
            return { countDir: count && getComputedStyle(count).direction, count: count?.textContent, nameDir: name && getComputedStyle(name).direction }
          })
          expect(read).toEqual({ countDir: 'ltr', count: expect.stringMatching(/^[\d,٬٠-٩]+\+$/), nameDir: 'ltr' })
        }
        await shoot('connect')
        await page.locator(`${inModal('w3m-legal-checkbox')} input`).check()
        await page.click(inModal('all-wallets'))
        await page.waitForSelector(inModal('w3m-all-wallets-view'))
        if (locale === 'ar') {
          // Mirrored: Back sits on the right of Close, its chevron flipped.
          const back = (await page.locator(inModal('header-back')).boundingBox())!
          const closeButton = (await page.locator(inModal('w3m-header-close')).boundingBox())!
          expect(back.x).toBeGreaterThan(closeButton.x)
        }
        await shoot('all-wallets')
        await page.evaluate(() => (window as unknown as { __kit: Kit }).__kit.close())
        await agreeAndConnect(page)
        await openView(page, 'Account', 'w3m-account-view')
        await shoot('account')
        await openView(page, 'Swap', 'w3m-swap-view')
        await shoot('swap')
        // The browser refuses the clipboard (what a page without permission gets): the error snackbar.
        await openView(page, 'WalletReceive', 'w3m-wallet-receive-view')
        await page.evaluate(() => {
          Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } })
        })
        await page.locator('airlock-modal [data-testid="w3m-wallet-receive-view"] button:has(svg)').first().click()
        await page.waitForSelector(inModal('wui-snackbar-message'))
        const snack = await page.textContent(inModal('wui-snackbar-message'))
        expect(snack).not.toBe('Failed to copy')
        // The snackbar's entry animation ended (waitForModalAtRest would wait for it to leave).
        await page.evaluate(() => Promise.all(document.querySelector('airlock-modal')!.shadowRoot!.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))))
        await page.screenshot({ path: `${ARTIFACTS_DIR}i18n-${locale}-snackbar-dark.png` })
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }, 240_000)
  }
})
