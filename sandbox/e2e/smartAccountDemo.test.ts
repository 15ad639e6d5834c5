// BYD-22 in the demo app as `npm start` serves it, with the embedded wallet's smart account (the
// default account type, ACCT-03): email login, a smart session granted from the demo's test
// interactions (approved in the secure frame: the grant deploys the account and adds the session
// on chain), a spend by the demo dapp's session key with the sandbox cosigner moving coins on the
// devnet, a revoke in SmartSessionList, and the next spend refused.
import type { Page } from 'playwright-core'
import { createPublicClient, http, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import type { Sandbox } from '../testing/types'
import { loginByEmail } from './testing/emailLogin'
import { inModal, openOfflinePage, shootBothThemes, startPluginPageHost, type PluginPageHost } from './testing/pluginPageHost'
import { pressSecureButton } from './testing/secureFrame'

/** The demo's spends go to AppKit lab's receiver. */
const RECEIVER = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const email = 'linus@example.com'
let host: PluginPageHost
let sandbox: Sandbox<'api' | 'evm' | 'secureSite'>

beforeAll(async () => {
  host = await startPluginPageHost({ extend: (routes, s) => addDemoAppRoutes(routes, { endpoints: s.endpoints, networks: s.networks }) }, ['secureSite'])
  sandbox = host.demo.sandbox as Sandbox<'api' | 'evm' | 'secureSite'>
}, 180_000)
afterAll(() => host?.close())


async function confirmInFrame(page: Page, title: RegExp) {
  const frame = page.frameLocator('#w3m-iframe')
  await expect.poll(() => frame.locator('h1').textContent(), { timeout: 20_000 }).toMatch(title)
  await pressSecureButton(frame, 'confirm')
}

describe('Smart sessions on the embedded smart account (browser, demo app)', () => {
  it('BYD-22 grant from the demo, spend on the devnet with the session key and the cosigner, revoke in the kit, next spend refused', async () => {
    const { context, page, blocked, errors } = await openOfflinePage(host.browser, `${host.demo.demo.url}/`)
    await loginByEmail(page, sandbox.urls.mailbox, email)
    const account = (await page.evaluate(() => (window as unknown as { __AIRLOCK_KIT__: { getAddress(): string } }).__AIRLOCK_KIT__.getAddress())) as Address
    const chain = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
    expect(await chain.getCode({ address: account })).toBeUndefined()
    await sandbox.devnets.evm.chains[1].fund(account, { native: '1' })

    await page.click('[data-testid="grant-permissions-button"]')
    await confirmInFrame(page, /for permissions$/)
    await expect.poll(() => page.textContent('[data-testid="grant-permissions-result"]'), { timeout: 30_000 }).toContain('Session granted')
    expect((await chain.getCode({ address: account }))?.length).toBeGreaterThan(2)

    const before = await chain.getBalance({ address: RECEIVER })
    await page.click('[data-testid="session-spend-button"]')
    await expect.poll(() => page.textContent('[data-testid="session-spend-result"]'), { timeout: 30_000 }).toMatch(/^Spent: 0x[0-9a-f]{64}$/)
    expect(await chain.getBalance({ address: RECEIVER })).toBe(before + 100_000_000_000_000n)

    // Revoke in the kit: the smart account signs the pci in the frame; the row moves to Revoked.
    await page.click('[data-testid="account-button"]')
    await page.click(inModal('w3m-header-smart-sessions'), { timeout: 30_000 })
    const row = 'airlock-modal [data-testid="smart-session-item"]:has-text("Airlock demo")'
    await page.waitForSelector(row, { timeout: 30_000 })
    await page.click(`${row} [data-testid="smart-session-revoke-button"]`)
    await confirmInFrame(page, /for a signature$/)
    await page.waitForSelector(inModal('tab-revoked'), { timeout: 30_000 })
    await page.click(inModal('tab-revoked'))
    await page.waitForSelector(row, { timeout: 30_000 })
    expect(await shootBothThemes(page, 'smart-account-demo-revoked', '__AIRLOCK_KIT__')).toEqual([])
    await page.keyboard.press('Escape')

    await page.click('[data-testid="session-spend-button"]')
    await expect.poll(() => page.textContent('[data-testid="session-spend-result"]'), { timeout: 30_000 }).toBe('Spend refused: Session has been revoked')
    expect(await chain.getBalance({ address: RECEIVER })).toBe(before + 100_000_000_000_000n)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)
})
