// The Connect and ConnectingExternal views in headless Chromium, on the browser test wallets:
// two EIP-6963 wallets and an injected one (`?wallets=eip6963:2,injected`), the EVM chain
// plugin, the WalletConnect plugin and the sandbox catalogue. Screenshots: artifacts/connect-*.png.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { truncateAddress } from '../../kernel'
import { allWalletsTagLabel } from '../../ui-shell/connect'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startConnectHarness, type ConnectHarness } from './connectHarness'

let h: ConnectHarness
beforeAll(async () => {
  h = await startConnectHarness()
}, 180_000)
afterAll(() => h?.close())

type Win = {
  __kit: { open(): Promise<void>; getAddress(): string | undefined }
  __catalogue: { getState(): { count: number; featured: unknown[] } }
  __AIRLOCK_WALLETS__: { eip6963: { script(b: object): void }[] }
}
const sel = (id: string) => `[data-testid="${id}"]`

async function openConnect(page: Page) {
  await page.click(sel('connect-button'))
  await page.waitForSelector(sel('wallet-list'))
  // The catalogue's rows arrive over HTTP; wait for the All-wallets count, then the animations.
  await page.waitForFunction(() => (window as unknown as Win).__catalogue.getState().count > 0)
  await page.waitForTimeout(500)
}
const rowIds = (page: Page) =>
  page.locator(`${sel('wallet-list')} button`).evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))

describe('Connect view (browser)', () => {
  it('CONV-03 lists the two announced wallets once each, WalletConnect once, and All wallets with the catalogue count; CONV-05 hides the injected Browser Wallet on desktop', async () => {
    const { page, close, console: messages } = await h.open('?wallets=eip6963:2,injected')
    await openConnect(page)
    const ids = await rowIds(page)
    expect(ids.filter((id) => id === 'wallet-selector-walletconnect')).toHaveLength(1)
    expect(ids.filter((id) => id === 'wallet-selector-dev.airlock.testwallet1')).toHaveLength(1)
    expect(ids.filter((id) => id === 'wallet-selector-dev.airlock.testwallet2')).toHaveLength(1)
    expect(ids).not.toContain('wallet-selector-injected')
    expect(ids.slice(0, 3)).toEqual(['wallet-selector-walletconnect', 'wallet-selector-dev.airlock.testwallet1', 'wallet-selector-dev.airlock.testwallet2'])
    expect(ids[ids.length - 1]).toBe('all-wallets')
    // Two announced wallets leave two of the four first rows to recommended wallets.
    expect(ids).toHaveLength(6)
    const count = await page.evaluate(() => (window as unknown as Win).__catalogue.getState().count)
    expect(await page.textContent(sel('all-wallets'))).toContain(allWalletsTagLabel(count, 0))
    expect(await page.textContent(sel('wallet-selector-dev.airlock.testwallet1'))).toContain('Airlock Test Wallet 1')
    expect(await page.textContent(sel('wallet-selector-walletconnect'))).toContain('QR code')
    expect(h.blocked).toEqual([])
    expect(messages.filter((m) => m.startsWith('pageerror'))).toEqual([])
    await close()
  })

  it('CONV-06 lists the injected Browser Wallet on a phone, where it is the in-app wallet', async () => {
    const { page, close } = await h.open('?wallets=injected', {
      context: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', viewport: { width: 390, height: 844 }, hasTouch: true },
    })
    await openConnect(page)
    const ids = await rowIds(page)
    expect(ids).toContain('wallet-selector-injected')
    expect(ids).not.toContain('wallet-selector-walletconnect') // phones pick wallets, not a QR code
    await h.screenshot(page, 'connect-mobile')
    await close()
  })

  it('connects an announced wallet: ConnectingExternal, then the modal closes and the account button shows the address', async () => {
    const { page, close } = await h.open('?wallets=eip6963:2,injected')
    await page.evaluate(() => (window as unknown as Win).__AIRLOCK_WALLETS__.eip6963[0]!.script({ delayMs: 800 }))
    await openConnect(page)
    await page.click(sel('wallet-selector-dev.airlock.testwallet1'))
    await page.waitForSelector(sel('w3m-connecting-external-view'))
    expect(await page.textContent(sel('w3m-connecting-widget-label'))).toBe('Continue in Airlock Test Wallet 1')
    await page.waitForTimeout(300)
    await h.screenshot(page, 'connect-external-waiting')
    const address = DEVNET_ACCOUNTS[0]!.address
    await expect.poll(() => page.evaluate(() => (window as unknown as Win).__kit.getAddress()), { timeout: 15_000 }).toBe(address)
    await page.waitForSelector(sel('w3m-modal-card'), { state: 'hidden', timeout: 15_000 })
    // The account button truncates 4…6, AppKit's default (one button model for React and the elements).
    await expect.poll(() => page.locator(sel('account-button')).textContent(), { timeout: 15_000 }).toContain(truncateAddress(address, { start: 4, end: 6 }))
    await close()
  })

  it('a declined request shows "Connection declined" and "Try again", and the modal stays open', async () => {
    const { page, close } = await h.open('?wallets=eip6963:2')
    await page.evaluate(() => (window as unknown as Win).__AIRLOCK_WALLETS__.eip6963[1]!.script({ rejectConnect: true }))
    await openConnect(page)
    await page.click(sel('wallet-selector-dev.airlock.testwallet2'))
    await page.waitForSelector(`${sel('w3m-connecting-external-view')}[data-phase="error"]`)
    expect(await page.textContent(sel('w3m-connecting-widget-label'))).toBe('Connection declined')
    expect(await page.textContent(sel('w3m-connecting-widget-secondary-label'))).toBe('Connection can be declined if a previous request is still active')
    expect(await page.isVisible(sel('w3m-connecting-widget-secondary-button'))).toBe(true)
    expect(await page.isVisible(sel('w3m-modal-card'))).toBe(true)
    await page.waitForTimeout(300)
    await h.screenshot(page, 'connect-external-declined')
    expect(await h.audit(page)).toEqual([])

    await page.evaluate(() => (window as unknown as Win).__AIRLOCK_WALLETS__.eip6963[1]!.script({ rejectConnect: false }))
    await page.click(sel('w3m-connecting-widget-secondary-button'))
    await expect.poll(() => page.evaluate(() => (window as unknown as Win).__kit.getAddress()), { timeout: 15_000 }).toBe(DEVNET_ACCOUNTS[1]!.address)
    await close()
  })

  for (const mode of ['light', 'dark'] as const) {
    it(`BYD-04 axe-core finds no serious or critical violations on Connect (${mode}); screenshot`, async () => {
      const legal = { termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: 'https://dapp.example/privacy' }
      const { page, close } = await h.open('?wallets=eip6963:2,injected', { options: { themeMode: mode, ...legal } })
      await openConnect(page)
      await h.screenshot(page, `connect-${mode}`)
      expect(await h.audit(page)).toEqual([])
      await close()

      // And with the legal checkbox, rows disabled until it is ticked.
      const second = await h.open('?wallets=eip6963:2', { options: { themeMode: mode, ...legal, features: { legalCheckbox: true } } })
      await openConnect(second.page)
      expect(await second.page.isDisabled(sel('wallet-selector-dev.airlock.testwallet1'))).toBe(true)
      await h.screenshot(second.page, `connect-legal-${mode}`)
      expect(await h.audit(second.page)).toEqual([])
      await second.page.click(`${sel('w3m-legal-checkbox')} input`)
      expect(await second.page.isDisabled(sel('wallet-selector-dev.airlock.testwallet1'))).toBe(false)
      await second.close()
    })
  }
})
