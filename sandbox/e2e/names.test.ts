// Names in a real browser: an EIP-6963 test wallet (devnet account 1, no name yet) goes from
// AccountSettings through ChooseAccountName to RegisterAccountName, meets a too-short name, a
// taken one and a declined signature, then registers `alice-1234.reown.id` with the sandbox's
// name service; the name shows on the account button, in the Account view, and after a reload.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestWallet, inModal, openOfflinePage, shootBothThemes, startPluginPageHost, type PluginPageHost } from './testing/pluginPageHost'

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

let host: PluginPageHost

beforeAll(async () => {
  host = await startPluginPageHost({ entry: new URL('./namesPage.tsx', import.meta.url), base: BASE, title: 'Names test', configGlobal: '__NAMES_E2E__', afterWallets: KEEP_GRANTS })
}, 180_000)

afterAll(() => host?.close())

const text = (page: Page, testId: string) => page.textContent(inModal(testId))
const nameInput = inModal('wui-ens-input') + ' [data-testid="wui-input-text"]'
const accountButtonText = (page: Page) => page.textContent('[data-testid="account-button"]')
const shoot = (page: Page, name: string) => shootBothThemes(page, `names-${name}`, '__kit')

const scriptWallet = (page: Page, index: number, patch: Record<string, unknown>) =>
  page.evaluate(
    ([i, p]) => (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { script(p: unknown): void }[] } }).__AIRLOCK_WALLETS__.eip6963[i as number]!.script(p),
    [index, patch] as const,
  )

describe('Names (browser)', () => {
  it('NAME-01 NAME-02 NAME-03 NAME-04 NAME-07 NAME-08 NAME-14 BYD-21 an EIP-6963 account registers alice-1234.reown.id: too short, taken and declined first; the name shows on the account button, in Account, and after a reload', async () => {
    const { context, page, blocked, errors } = await openOfflinePage(host.browser, `${host.demo.demo.url}${BASE}/?wallets=eip6963:2`)
    await connectTestWallet(page, 2)
    await page.click('[data-testid="account-button"]')
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })

    // NAME-01: the account view's profile button leads to the name row.
    await page.click(inModal('wui-profile-button'))
    await page.waitForSelector(inModal('account-choose-name-button'), { timeout: 30_000 })
    expect(await shoot(page, '00-settings')).toEqual([])
    await page.click(inModal('account-choose-name-button'))
    await page.waitForSelector(inModal('w3m-choose-account-name-view'), { timeout: 30_000 })
    expect(await shoot(page, '01-choose')).toEqual([])
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
    expect(await shoot(page, '02-register')).toEqual([])

    // A declined signature keeps the form, says so, and registers nothing (NAME-04, NAME-09).
    await scriptWallet(page, 1, { rejectSign: true })
    await page.click(inModal('account-name-register-button'))
    await expect.poll(() => page.textContent(inModal('w3m-register-account-name-view')), { timeout: 30_000 }).toContain('Signature declined')
    expect(await page.inputValue(nameInput)).toBe('alice-1234')
    expect(host.demo.sandbox.api.requests.find('/v1/profile/account').filter((r) => r.method === 'POST')).toHaveLength(0)

    // Signed this time: registered, shown, and the account goes by its name.
    await scriptWallet(page, 1, { rejectSign: null })
    await page.click(inModal('account-name-register-button'))
    await page.waitForSelector(inModal('w3m-register-account-name-success-view'), { timeout: 30_000 })
    expect(await text(page, 'account-name-registered')).toBe('alice-1234.reown.id')
    expect(await shoot(page, '03-success')).toEqual([])
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
