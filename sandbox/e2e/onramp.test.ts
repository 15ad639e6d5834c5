// On-ramp in a real browser: connect the EIP-6963 test wallet on the sandbox devnet, Buy from
// the Account view, pick a provider, enter an amount (limits enforced), see the quote, and
// complete the purchase in the provider's checkout popup (its own origin). The USDC arrives on
// the devnet and the kit shows success without a reload (BYD-20). Also: a declined checkout, a
// closed popup, and the options and quote routes failing (sample data, mocked quote).
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoApp, type DemoAppBuild } from '../app/buildDemoApp'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { addPluginTestPage, openLoopbackPage } from './testing/pluginTestPage'

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const BASE = '/onramp-e2e'
// `?wallets=eip6963:1` announces devnet account 0.
const BUYER = DEVNET_ACCOUNTS[0]!.address

let demo: QuickstartDemo
let browser: Browser
let build: DemoAppBuild

beforeAll(async () => {
  build = await buildDemoApp({ entry: fileURLToPath(new URL('./onrampPage.tsx', import.meta.url)), minify: true, base: BASE })
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({
      extraServices: ['solana', 'onramp'],
      extend: (routes, sandbox) =>
        addPluginTestPage(routes, { build, base: BASE, globalName: '__ONRAMP_E2E__', title: 'On-ramp test', config: { endpoints: sandbox.endpoints, networks: sandbox.networks } }),
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
const usdc = () =>
  createPublicClient({ transport: http(demo.sandbox.urls.evm[1]) }).readContract({
    address: demo.sandbox.devnets.evm.chains[1].tokens.USDC.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [BUYER],
  })

async function openPage(query = '', wallet: 'evm' | 'solana' = 'evm') {
  const wallets = wallet === 'evm' ? 'eip6963:1' : 'solana'
  const opened = await openLoopbackPage(browser, `${demo.demo.url}${BASE}/?wallets=${wallets}${query}`)
  const { page } = opened
  await page.click('[data-testid="connect-button"]', { timeout: 60_000 })
  await page.click(`[data-testid="${wallet === 'evm' ? 'wallet-selector-dev.airlock.testwallet1' : 'wallet-selector-airlock solana wallet'}"]`, { timeout: 30_000 })
  await page.waitForSelector('[data-testid="account-button"]', { timeout: 30_000 })
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 }).catch(() => undefined)
  await page.click('[data-testid="account-button"]')
  await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
  return opened
}

const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((m) => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode(m), mode)

/** Screenshots in both themes, each audited by axe. */
async function shootBothThemes(page: Page, name: string) {
  // The connect snack would cover the view's foot; let it go first.
  await page.waitForSelector('airlock-modal [aria-live="polite"][aria-hidden="true"]', { state: 'attached', timeout: 10_000 }).catch(() => undefined)
  for (const mode of ['light', 'dark'] as const) {
    await setTheme(page, mode)
    await page.waitForTimeout(300) // entry and theme transitions done, for the screenshot and the contrast check
    await page.screenshot({ path: `${ARTIFACTS_DIR}onramp-${name}-${mode}.png` })
    expect(await auditModal(page), `${name} ${mode}`).toEqual([])
  }
  await setTheme(page, 'light')
}

/** Account → Buy → provider → amount with its quote. */
async function toAmount(page: Page, provider: 'coinbase' | 'meld', amount: string) {
  await page.click(inModal('wallet-features-onramp-button'))
  await page.waitForSelector(inModal(`onramp-provider-${provider}`), { timeout: 30_000 })
  await page.click(inModal(`onramp-provider-${provider}`))
  await page.waitForSelector(inModal('w3m-onramp-amount-view'), { timeout: 30_000 })
  await page.fill(inModal('onramp-amount-input'), amount)
  await page.waitForSelector(`${inModal('onramp-buy-button')}:not([disabled])`, { timeout: 30_000 })
}

describe('On-ramp (browser)', () => {
  it('ONR-01 BYD-20 buys USDC through provider A in its popup: the limits hold, the devnet balance grows by the quote and the kit shows success; BYD-04 axe in both themes', async () => {
    const { context, page, blocked, errors } = await openPage()
    await page.click(inModal('wallet-features-onramp-button'))
    await page.waitForSelector(inModal('onramp-provider-coinbase'), { timeout: 30_000 })
    expect(await text(page, 'onramp-provider-coinbase')).toContain('Fee 1-2%')
    expect(await text(page, 'onramp-provider-meld')).toContain('Fee 1-2%')
    await shootBothThemes(page, '01-providers')
    await page.click(inModal('onramp-provider-coinbase'))
    await page.waitForSelector(inModal('w3m-onramp-amount-view'), { timeout: 30_000 })

    // Limits (spec §5): card 10.00 to 7500.00, ACH up to 25000.00.
    await page.fill(inModal('onramp-amount-input'), '5')
    await expect.poll(() => page.textContent('airlock-modal [id$="-error"]')).toBe('The minimum is $10.00')
    expect(await page.isDisabled(inModal('onramp-buy-button'))).toBe(true)
    await page.fill(inModal('onramp-amount-input'), '8000')
    await expect.poll(() => page.textContent('airlock-modal [id$="-error"]')).toBe('The maximum is $7,500.00')
    await page.click(inModal('onramp-payment-method-ach_bank_account'))
    await page.waitForSelector(`${inModal('onramp-buy-button')}:not([disabled])`, { timeout: 30_000 })
    await page.click(inModal('onramp-payment-method-card'))
    await page.fill(inModal('onramp-amount-input'), '100')
    await expect.poll(() => text(page, 'onramp-quote-amount'), { timeout: 30_000 }).toBe('98.000000 USDC')
    expect(await text(page, 'onramp-quote-total')).toBe('$100.00')
    await page.waitForSelector(`${inModal('onramp-buy-button')}:not([disabled])`)
    await shootBothThemes(page, '02-amount')

    const before = await usdc()
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click(inModal('onramp-buy-button'))])
    await page.waitForSelector(inModal('w3m-buy-in-progress-view'), { timeout: 30_000 })
    await popup.waitForSelector('[data-testid="onramp-checkout-buy"]', { timeout: 30_000 })
    expect(new URL(popup.url()).origin).toBe(demo.sandbox.urls.onrampCheckout)
    expect(await popup.textContent('[data-testid="onramp-checkout-wallet"]')).toBe(BUYER)
    expect(await popup.textContent('[data-testid="onramp-checkout-amount"]')).toBe('98.000000 USDC')
    await shootBothThemes(page, '03-in-progress')
    await popup.screenshot({ path: `${ARTIFACTS_DIR}onramp-04-checkout.png` })
    const closed = popup.waitForEvent('close')
    await popup.click('[data-testid="onramp-checkout-buy"]')

    await page.waitForSelector(`${inModal('onramp-result-view')}[data-status="success"]`, { timeout: 30_000 })
    expect(await text(page, 'onramp-result-amount')).toBe('+98.000000 USDC')
    expect(formatUnits((await usdc()) - before, 6)).toBe('98')
    await closed // the kit closes the checkout once the purchase has settled
    await shootBothThemes(page, '05-success')
    await page.click(inModal('onramp-result-done'))
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
    // With the activity plugin on, the purchase is in Activity (issue 18: "Activity shows it").
    await page.click(inModal('tab-activity'))
    // (The sandbox's provider delivers by minting the devnet USDC to the buyer, so the row says so.)
    const row = await page.waitForSelector('airlock-modal [data-testid^="activity-item-"][aria-label*=", 98.00 USDC,"]', { timeout: 30_000 })
    expect(await row.getAttribute('aria-label')).toMatch(/^(Received|Minted), 98\.00 USDC, /)

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)

  it('BYD-20 buys USDC through provider B (kit-built URL, ONR-10) and shows success', async () => {
    const { context, page, errors } = await openPage()
    await toAmount(page, 'meld', '50')
    await expect.poll(() => text(page, 'onramp-quote-amount'), { timeout: 30_000 }).toBe('48.750000 USDC')
    const before = await usdc()
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click(inModal('onramp-buy-button'))])
    await popup.waitForSelector('[data-testid="onramp-checkout-buy"]', { timeout: 30_000 })
    const url = new URL(popup.url())
    expect(url.pathname).toBe('/provider-b')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(BUYER)
    expect(url.searchParams.get('externalCustomerId')).toBe('airlock-onramp-e2e')
    await popup.click('[data-testid="onramp-checkout-buy"]')
    await page.waitForSelector(`${inModal('onramp-result-view')}[data-status="success"]`, { timeout: 30_000 })
    expect(await text(page, 'onramp-result-amount')).toBe('+48.750000 USDC')
    expect(formatUnits((await usdc()) - before, 6)).toBe('48.75')
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)

  it('a declined checkout shows the failure view; a closed popup does too, without waiting for the time-out', async () => {
    const { context, page, errors } = await openPage()
    await toAmount(page, 'coinbase', '20')
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click(inModal('onramp-buy-button'))])
    await popup.waitForSelector('[data-testid="onramp-checkout-decline"]', { timeout: 30_000 })
    await popup.click('[data-testid="onramp-checkout-decline"]')
    await page.waitForSelector(`${inModal('onramp-result-view')}[data-status="failed"]`, { timeout: 30_000 })
    expect(await text(page, 'onramp-result-reason')).toBe('Declined at checkout')
    await shootBothThemes(page, '06-declined')

    // Try again opens a new checkout; closing it ends the wait at once.
    const [again] = await Promise.all([context.waitForEvent('page'), page.click(inModal('onramp-try-again'))])
    await again.waitForSelector('[data-testid="onramp-checkout-buy"]', { timeout: 30_000 })
    await again.close()
    await page.waitForSelector(`${inModal('onramp-result-view')}[data-status="failed"]`, { timeout: 30_000 })
    expect(await text(page, 'onramp-result-reason')).toBe('The checkout window was closed before the purchase finished.')
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)

  it('BYD-30 a status route lying SUCCESS without a transaction leaves the purchase in progress: the kit never shows success', async () => {
    const { context, page, errors } = await openPage()
    await toAmount(page, 'coinbase', '25')
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click(inModal('onramp-buy-button'))])
    // The checkout is loaded, so the kit has already read the purchases that were there before.
    await popup.waitForSelector('[data-testid="onramp-checkout-buy"]', { timeout: 30_000 })
    const route = '/v1/onramp/purchases/:address'
    const looks = () => demo.sandbox.api.requests.find(/^\/v1\/onramp\/purchases\//).length
    const before = looks()
    demo.sandbox.api.faults.set(route, {
      status: 200,
      body: { data: [{ id: 'forged', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', purchaseAmount: '24.000000', purchaseCurrency: 'USDC' }] },
    })
    try {
      // Three looks at the lie, each answered SUCCESS: the kit still waits for the chain.
      await expect.poll(looks, { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 3)
      expect(await page.$(inModal('onramp-result-view'))).toBeNull()
      expect(await page.isVisible(inModal('w3m-buy-in-progress-view'))).toBe(true)
      expect(popup.isClosed()).toBe(false)
    } finally {
      demo.sandbox.api.faults.clear(route)
    }
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)

  it('ONR-05 ONR-08 with the options and quote routes failing, the sample data and a mocked quote are used', async () => {
    demo.sandbox.api.faults.set('/v1/onramp/options', { status: 500 })
    demo.sandbox.api.faults.set('/v1/onramp/quote', { status: 500 })
    try {
      const { context, page, errors } = await openPage()
      await toAmount(page, 'coinbase', '30')
      await expect.poll(() => text(page, 'onramp-quote-amount'), { timeout: 30_000 }).toBe('30 USDC')
      expect(await text(page, 'onramp-quote-estimate')).toContain('estimate')
      await page.click(inModal('onramp-fiat-select-button'))
      await page.waitForSelector(inModal('w3m-onramp-fiat-select-view'), { timeout: 30_000 })
      // The sample data offers USD and EUR; the sandbox's own list (with GBP) never arrived.
      expect(await page.$(inModal('onramp-fiat-item-EUR'))).not.toBeNull()
      expect(await page.$(inModal('onramp-fiat-item-GBP'))).toBeNull()
      await shootBothThemes(page, '07-fiat-select-fallback')
      expect(errors).toEqual([])
      await context.close()
    } finally {
      demo.sandbox.api.faults.clear('/v1/onramp/options')
      demo.sandbox.api.faults.clear('/v1/onramp/quote')
    }
  }, 180_000)

  it('ONR-02 with the onramp flag off (remote config) the Account view offers no Buy and the plugin’s chunks are never fetched', async () => {
    const { context, page, requested, errors } = await openPage('&onramp=off')
    await page.waitForSelector(inModal('w3m-account-wallet-features-widget'), { timeout: 10_000 }).catch(() => undefined)
    expect(await page.$(inModal('wallet-features-onramp-button'))).toBeNull()
    const chunks = ['plugins/onramp/activate.ts', 'plugins/onramp/views/OnRampProviders.tsx', 'plugins/onramp/views/OnRampAmount.tsx', 'plugins/onramp/views/BuyInProgress.tsx']
      .map((source) => build.chunkOf(source))
      .filter((chunk): chunk is string => Boolean(chunk) && !build.firstBundle.includes(chunk!) && chunk !== build.entry)
    expect(chunks.length).toBeGreaterThan(0)
    for (const chunk of chunks) expect(requested).not.toContain(chunk)
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)

  it('BYD-20 ONR-11 ONR-18 buys SOL on Solana through provider B (the only provider there): the devnet balance grows by the quote', async () => {
    const solana = (demo.sandbox.devnets as unknown as { solana: { accounts: readonly { address: string }[] } }).solana
    const buyer = solana.accounts[0]!.address
    const lamports = async () => {
      const res = await fetch((demo.sandbox.urls as unknown as { solana: string }).solana, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [buyer] }),
      })
      return ((await res.json()) as { result: { value: number } }).result.value
    }
    const { context, page, errors } = await openPage('', 'solana')
    await page.click(inModal('wallet-features-onramp-button'))
    await page.waitForSelector(inModal('onramp-provider-meld'), { timeout: 30_000 })
    expect(await page.$(inModal('onramp-provider-coinbase'))).toBeNull()
    await page.click(inModal('onramp-provider-meld'))
    await page.waitForSelector(inModal('w3m-onramp-amount-view'), { timeout: 30_000 })
    expect(await text(page, 'onramp-token-select-button')).toContain('SOL')
    await page.fill(inModal('onramp-amount-input'), '30')
    // 30 USD − 1.5 % − 0.50 at 150 USD per SOL.
    await expect.poll(() => text(page, 'onramp-quote-amount'), { timeout: 30_000 }).toBe('0.193667 SOL')
    await page.waitForSelector(`${inModal('onramp-buy-button')}:not([disabled])`)
    const before = await lamports()
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click(inModal('onramp-buy-button'))])
    await popup.waitForSelector('[data-testid="onramp-checkout-buy"]', { timeout: 30_000 })
    expect(new URL(popup.url()).searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(await popup.textContent('[data-testid="onramp-checkout-wallet"]')).toBe(buyer)
    await popup.click('[data-testid="onramp-checkout-buy"]')
    await page.waitForSelector(`${inModal('onramp-result-view')}[data-status="success"]`, { timeout: 30_000 })
    expect(await text(page, 'onramp-result-amount')).toBe('+0.193667 SOL')
    expect((await lamports()) - before).toBe(193_667_000)
    await shootBothThemes(page, '08-solana-success')
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)
})
