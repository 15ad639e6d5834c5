// BYD-35: every AppKit test id in the project's list (testing/appKitTestIds.ts, copied from
// testids.md) is present in the view AppKit has it in. One sandbox, one browser; the demo app as
// `npm start` serves it, walked through every view and state an id lives in, while each step
// records which ids the page shows in which view. Four page loads: the Connect view's optional
// parts (legal checkbox, collapsed wallets, a two-namespace wallet), the main walk (catalogue,
// WalletConnect, email login to the embedded wallet, an EIP-6963 wallet's Account, its feature
// views and a second wallet), sign-in with wallet, and a phone (a wallet's deep link).
import { mkdirSync, writeFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { ARTIFACTS_DIR } from './harness'
import type { Sandbox } from '../testing/types'
import { APPKIT_TEST_IDS, APPKIT_TEST_ID_EXCEPTIONS, TESTIDS_MD_FIXED, TESTIDS_MD_PATTERNS } from './testing/appKitTestIds'
import { auditModal } from './testing/auditModal'
import { nextMail } from './testing/emailLogin'
import { inModal, openOfflinePage, startPluginPageHost, type PluginPageHost } from './testing/pluginPageHost'

let host: PluginPageHost

beforeAll(async () => {
  host = await startPluginPageHost({ extend: (routes, s) => addDemoAppRoutes(routes, { endpoints: s.endpoints, networks: s.networks }) }, ['secureSite', 'onramp', 'relay', 'solana'])
}, 180_000)
afterAll(() => host?.close())

/** `view|id` for every id on the page now: `page` outside the modal, else the view shown. */
const seenNow = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = []
    const modal = document.querySelector('airlock-modal')
    const current = modal?.shadowRoot?.querySelector<HTMLElement>('[data-testid="w3m-router-view"]')?.dataset.view ?? 'none'
    const walk = (root: Document | ShadowRoot, inModal: boolean) => {
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.dataset.testid) {
          const frame = inModal ? el.closest<HTMLElement>('[data-testid="w3m-router-view"]') : null
          found.push(`${inModal ? (frame?.dataset.view ?? current) : 'page'}|${el.dataset.testid}`)
        }
        if (el.shadowRoot) walk(el.shadowRoot, inModal || el === modal)
      }
    }
    walk(document, false)
    return found
  })

/** The kernel router's view stack and the header's title: which of kernel and view router lagged, when a view never came. */
const kernelStack = (page: Page) =>
  page
    .evaluate(() => {
      const kit = (window as unknown as { __AIRLOCK_KIT__?: Record<symbol, { resolve(token: symbol): { getState(): { history: { view: string }[] } } }> }).__AIRLOCK_KIT__
      const stack = kit?.[Symbol.for('airlock.container')]?.resolve(Symbol.for('airlock.router')).getState().history.map((entry) => entry.view)
      const title = document.querySelector('airlock-modal')?.shadowRoot?.querySelector('[data-testid="w3m-header-text"]')?.textContent
      return `${stack?.join(' > ') ?? 'unknown'} (header "${title ?? ''}")`
    })
    .catch((error: unknown) => `unread: ${String(error)}`)

const seen = new Set<string>()
/** Waits for `view` and the ids that prove its state, then records the page's ids (a picture if they never come). */
async function record(page: Page, view: string, ...waitFor: string[]) {
  try {
    await page.waitForSelector(`airlock-modal [data-testid="w3m-router-view"][data-view="${view}"]`, { timeout: 30_000 })
    for (const id of waitFor) await page.waitForSelector(inModal(id), { state: 'attached', timeout: 30_000 })
  } catch (error) {
    await page.screenshot({ path: `${ARTIFACTS_DIR}testids-${view}.png` })
    const wallet = await page.textContent('[data-testid="demo-wallet-info"]').catch(() => '')
    throw new Error(`${view}: ${(error as Error).message.split('\n')[0]}; wallet ${wallet}; kernel stack ${await kernelStack(page)}; ids there: ${(await seenNow(page)).join(' ')}`)
  }
  for (const entry of await seenNow(page)) seen.add(entry)
}

const back = async (page: Page, to: string) => {
  await page.click(inModal('header-back'))
  await page.waitForSelector(`airlock-modal [data-testid="w3m-router-view"][data-view="${to}"]`, { timeout: 30_000 })
}
/** Closes the modal if it is open (Escape), once it has gone. */
async function closeModal(page: Page) {
  if (await page.$(inModal('w3m-modal-card'))) await page.keyboard.press('Escape')
  await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden', timeout: 10_000 })
}
const RAINBOW = 'wallet-search-item-1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
/** MetaMask's catalogue entry: it has a mobile link, so a phone gets its deep link. */
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const kitCall = (page: Page, member: string) =>
  page.evaluate((m) => (window as unknown as { __AIRLOCK_KIT__: Record<string, () => unknown> }).__AIRLOCK_KIT__[m]!(), member)

describe('AppKit test ids (browser, demo app)', () => {
  it('BYD-35 every id in testids.md is present in its view; the exceptions are exact', async () => {
    const url = host.demo.demo.url
    const sandbox = host.demo.sandbox as Sandbox<'api' | 'evm' | 'secureSite'>

    // 1. Connect's optional parts: the legal checkbox, collapsed wallets, a wallet in two namespaces.
    {
      // The first load builds the demo's bundles: a long first navigation on a busy machine.
      const { context, page, errors, blocked } = await openOfflinePage(host.browser, 'about:blank')
      await page.goto(`${url}/?wallets=multichain&on=legalCheckbox,collapseWallets`, { timeout: 120_000 })
      await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
      await record(page, 'Connect', 'w3m-legal-checkbox', 'w3m-collapse-wallets-button')
      await page.click(inModal('wui-checkbox'))
      await page.click(inModal('w3m-collapse-wallets-button'))
      // One installed wallet, email and socials leave a row for a recommended catalogue wallet.
      await record(page, 'Connect', 'wallet-list', `wallet-selector-${METAMASK}`)
      await page.click(inModal('wallet-selector-dev.airlock.multichain'), { timeout: 30_000 })
      await record(page, 'ConnectingMultiChain', 'wui-list-chain-eip155')
      expect(errors).toEqual([])
      expect(blocked).toEqual([])
      await context.close()
    }

    // 2. The main walk.
    const { context, page, errors, blocked } = await openOfflinePage(host.browser, `${url}/?wallets=eip6963:2&on=multiWallet`)
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 60_000 })
    // AppKit's namespaced button (`<appkit-button namespace>`), as a host page writes it.
    await page.evaluate(() => {
      const button = document.createElement('appkit-button')
      button.setAttribute('namespace', 'eip155')
      document.querySelector('main')!.append(button)
    })
    await page.waitForSelector('[data-testid="connect-button-eip155"]')
    for (const entry of await seenNow(page)) seen.add(entry)

    await page.click('[data-testid="connect-button"]')
    await record(page, 'Connect', 'wallet-list', 'w3m-social-login-widget')
    await page.click(inModal('all-wallets'))
    await record(page, 'AllWallets', 'wui-input-text')
    await page.fill(inModal('wui-input-text'), 'no wallet has this name')
    await record(page, 'AllWallets', 'no-wallet-found', 'no-wallet-found-text')
    await page.fill(inModal('wui-input-text'), 'Rainbow')
    await record(page, 'AllWallets', RAINBOW, 'wallet-list')

    // A catalogue wallet: WalletConnect's QR and its link, copied (the snackbar says so).
    await page.click(inModal(RAINBOW))
    await record(page, 'ConnectingWalletConnect', 'wui-qr-code', 'copy-wc2-uri')
    await page.click(inModal('copy-wc2-uri'))
    await record(page, 'ConnectingWalletConnect', 'wui-snackbar-message')
    await back(page, 'AllWallets')
    await back(page, 'Connect')

    // Email login to the embedded wallet: the code step, then its Account and settings.
    const email = 'testids@airlock.test'
    await page.fill(`${inModal('wui-email-input')} input`, email)
    await page.keyboard.press('Enter')
    expect((await fetch((await nextMail(sandbox.urls.mailbox, email, 'link', 0)).link!)).status).toBe(200)
    const { code } = await nextMail(sandbox.urls.mailbox, email, 'code', 1)
    await record(page, 'EmailVerifyOtp', 'wui-otp-input')
    await page.click(`${inModal('wui-otp-input')} input >> nth=0`)
    await page.keyboard.type(code!)
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    await closeModal(page)
    for (const entry of await seenNow(page)) seen.add(entry)
    await page.click('[data-testid="account-button"]')
    await record(page, 'Account', 'w3m-header-smart-sessions')
    // No transactions yet: AppKit's account empty state in the tab, its activity one in the Activity view.
    await page.click(inModal('tab-activity'))
    await record(page, 'Account', 'empty-account-state')
    await page.click(inModal('w3m-account-default-activity-button'))
    await record(page, 'Transactions', 'empty-activity-state')
    await back(page, 'Account')
    await page.click(inModal('wui-profile-button'))
    await record(page, 'AccountSettings', 'w3m-account-email-update', 'account-settings-export-key', 'account-smart-account-settings-button')
    await page.click(inModal('account-settings-export-key'))
    await record(page, 'UpgradeEmailWallet', 'w3m-secure-website-button')
    // A view the walk brought (the other suites reach the export page through it): drawn and axe-clean.
    await page.screenshot({ path: `${ARTIFACTS_DIR}testids-UpgradeEmailWallet.png` })
    expect(await auditModal(page)).toEqual([])
    await back(page, 'AccountSettings')
    await page.click(inModal('account-smart-account-settings-button'))
    await record(page, 'SmartAccountSettings', 'account-toggle-preferred-account-type')
    await back(page, 'AccountSettings')
    await page.click(inModal('disconnect-button'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })

    // An EIP-6963 wallet: Account with its history, the feature views.
    await page.click('[data-testid="connect-button"]')
    await page.click(inModal('wallet-selector-dev.airlock.testwallet1'), { timeout: 30_000 })
    await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
    await closeModal(page)
    await page.click('[data-testid="account-button"]')
    await record(page, 'Account', 'w3m-account-wallet-features-widget')
    await page.click(inModal('tab-activity'))
    await record(page, 'Account', 'group-title')
    await page.click(inModal('wallet-features-receive-button'))
    await record(page, 'WalletReceive', 'receive-address-copy-button')
    await back(page, 'Account')
    await page.click(inModal('wallet-features-onramp-button'))
    await record(page, 'OnRampProviders', 'onramp-provider-coinbase')
    await back(page, 'Account')
    await page.click(inModal('wallet-features-swaps-button'))
    // The source token (the network's native token) is chosen once the token list has come.
    await record(page, 'Swap', 'swap-input-sourceToken', 'swap-input-token-sourceToken', 'swap-input-toToken', 'swap-action-button')
    await page.click(inModal('swap-select-token-button-toToken'))
    await record(page, 'SwapSelectToken', 'swap-select-token-search-input', 'swap-select-token-item-USDC')
    await back(page, 'Swap')
    await back(page, 'Account')
    await page.click(inModal('w3m-account-select-network'))
    await record(page, 'Networks', 'w3m-network-switch-Polygon')
    // A network of another chain family: leave the connected one first (AppKit's SwitchActiveChain).
    await page.click(inModal('w3m-network-switch-Cosmos Hub'))
    await record(page, 'SwitchActiveChain', 'w3m-switch-active-chain-button')
    await closeModal(page)

    // Multi-wallet: one wallet, two, then one disconnected on its own.
    await page.click('[data-testid="account-button"]')
    await page.click(inModal('wui-wallet-switch'), { timeout: 30_000 })
    await record(page, 'ProfileWallets', 'add-connection-button', 'disconnect-all-button', 'tab-evm', 'tab-solana')
    // A namespace with no wallet (Cosmos: Solana has the embedded wallet as a recent one): AppKit's empty state in its tab.
    await page.click(inModal('tab-cosmos'))
    await record(page, 'ProfileWallets', 'empty-state-text', 'empty-state-description', 'empty-state-button')
    await page.click(inModal('tab-evm'))
    const first = await kitCall(page, 'getAddress')
    await page.click(inModal('add-connection-button'))
    await page.click(inModal('wallet-selector-dev.airlock.testwallet2'), { timeout: 30_000 })
    await expect.poll(() => kitCall(page, 'getAddress'), { timeout: 30_000 }).not.toBe(first)
    await closeModal(page)
    await page.click('[data-testid="account-button"]')
    await page.click(inModal('wui-wallet-switch'), { timeout: 30_000 })
    await record(page, 'ProfileWallets', 'active-connection')
    // AppKit's balance-amount in ProfileWallets is the number of wallets connected.
    expect(await page.textContent(inModal('balance-amount'))).toBe('2')
    await closeModal(page)

    // The second wallet's account has no name yet: AccountSettings offers one.
    await page.click('[data-testid="account-button"]')
    await page.click(inModal('wui-profile-button'))
    await record(page, 'AccountSettings', 'account-choose-name-button')
    await page.click(inModal('account-choose-name-button'))
    await page.click(inModal('account-choose-name-continue'), { timeout: 30_000 })
    await record(page, 'RegisterAccountName', 'wui-ens-input')
    await page.fill(`${inModal('wui-ens-input')} input`, 'testids')
    await record(page, 'RegisterAccountName', 'account-name-suggestion')
    await back(page, 'ChooseAccountName')
    await back(page, 'AccountSettings')
    await back(page, 'Account')
    await page.click(inModal('wui-wallet-switch'), { timeout: 30_000 })
    await record(page, 'ProfileWallets', 'active-connection')
    await page.click(`${inModal('active-connection')} [data-testid="wui-connection-disconnect"]`)
    await record(page, 'ProfileWallets', 'recent-connection', 'recently-connected-text')
    await page.click(inModal('disconnect-all-button'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    await closeModal(page)

    // A wallet that declines: ConnectingExternal's retry.
    await page.evaluate(() => (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { script(s: object): void }[] } }).__AIRLOCK_WALLETS__.eip6963[1]!.script({ rejectConnect: true }))
    await page.click('[data-testid="connect-button"]')
    await page.click(inModal('wallet-selector-dev.airlock.testwallet2'), { timeout: 30_000 })
    await record(page, 'ConnectingExternal', 'w3m-connecting-widget-secondary-button')
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()

    // 3. The wallet catalogue unreachable (AllWallets' error and its retry), then sign in with wallet.
    {
      const { context, page, errors, blocked } = await openOfflinePage(host.browser, 'about:blank')
      await page.route('**/getWallets**', (route) => route.abort('connectionrefused'))
      await page.goto(`${url}/?wallets=eip6963:1&siwx=default`)
      // After start-up: this part is about the ids of AllWallets' error and of sign-in. Once (CI,
      // stop 38) a click on All Wallets made during start-up was lost and the cause was not found;
      // record() now prints the kernel's stack if a view never comes.
      await page.waitForFunction(() => (window as unknown as { __AIRLOCK_KIT__?: { ready(): Promise<void> } }).__AIRLOCK_KIT__?.ready().then(() => true), undefined, { timeout: 60_000 })
      await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
      await page.click(inModal('all-wallets'), { timeout: 30_000 })
      await record(page, 'AllWallets', 'w3m-all-wallets-error', 'empty-state-button')
      await back(page, 'Connect')
      await page.click(inModal('wallet-selector-dev.airlock.testwallet1'), { timeout: 30_000 })
      await record(page, 'SIWXSignMessage', 'w3m-connecting-siwe-sign', 'w3m-connecting-siwe-cancel')
      expect(errors).toEqual([])
      expect(blocked).toEqual([])
      await context.close()
    }

    // 4. A phone: a catalogue wallet's deep link, with AppKit's "Copy link" (wui-link-copy) under it.
    {
      const context = await host.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, userAgent: ANDROID_UA })
      await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
      const page = await context.newPage()
      await page.goto(`${url}/?wallets=eip6963:1`)
      await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
      await page.click(inModal('all-wallets'), { timeout: 30_000 })
      await page.click(inModal(`wallet-selector-${METAMASK}`), { timeout: 30_000 })
      await record(page, 'ConnectingWalletConnect', 'w3m-connecting-wc-mobile-link', 'wui-link-copy')
      await context.close()
    }

    mkdirSync(ARTIFACTS_DIR, { recursive: true })
    writeFileSync(`${ARTIFACTS_DIR}testids-seen.txt`, [...seen].sort().join('\n'))
    // The list covers testids.md whole; each entry was seen in its view; the exceptions are exact.
    const listed = new Set(APPKIT_TEST_IDS.map((entry) => entry.id))
    expect(TESTIDS_MD_FIXED.filter((id) => !listed.has(id) && !(id in APPKIT_TEST_ID_EXCEPTIONS))).toEqual([])
    expect(TESTIDS_MD_PATTERNS.filter((pattern) => !APPKIT_TEST_IDS.some((entry) => entry.pattern === pattern))).toEqual([])
    const missing = APPKIT_TEST_IDS.filter((entry) => !seen.has(`${entry.view}|${entry.id}`)).map((entry) => `${entry.view}|${entry.id}`)
    expect(missing).toEqual([])
    const absentEverywhere = TESTIDS_MD_FIXED.filter((id) => ![...seen].some((entry) => entry.endsWith(`|${id}`)))
    expect(absentEverywhere.sort()).toEqual(Object.keys(APPKIT_TEST_ID_EXCEPTIONS).sort())
  }, 300_000)
})
