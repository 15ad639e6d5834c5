// Smart sessions in a real browser, on the demo app as `npm start` serves it: connect an EIP-6963
// test wallet, grant a native-allowance session from the demo's eip155 test interactions, see it
// Active in SmartSessionList (header button w3m-header-smart-sessions), revoke it there, see it
// Revoked, and the sandbox cosigner refuse to co-sign for it (BYD-22).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDemoAppRoutes } from '../app/addDemoAppRoutes'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { connectTestWallet, inModal, openOfflinePage, shootBothThemes, startPluginPageHost, type PluginPageHost } from './testing/pluginPageHost'

// `?wallets=eip6963:2`: wallet 2 is devnet account 1.
const OWNER = DEVNET_ACCOUNTS[1]!.address

let host: PluginPageHost

beforeAll(async () => {
  host = await startPluginPageHost({ extend: (routes, sandbox) => addDemoAppRoutes(routes, { endpoints: sandbox.endpoints, networks: sandbox.networks }) })
}, 180_000)

afterAll(() => host?.close())

const sessionRow = (name: string) => `airlock-modal [data-testid="smart-session-item"]:has-text("${name}")`
const shoot = (page: Page, name: string) => shootBothThemes(page, `smart-sessions-${name}`, '__AIRLOCK_KIT__')

describe('Smart sessions (browser, demo app)', () => {
  it('SMS-01 SMS-03 SMS-04 BYD-22 grants a session from the demo, sees it Active, revokes it, sees it Revoked, and the cosigner refuses it', async () => {
    const { context, page, blocked, errors } = await openOfflinePage(host.browser, `${host.demo.demo.url}/?wallets=eip6963:2`)
    await connectTestWallet(page, 2)

    // The demo's button grants a native-token allowance for the connected account.
    await page.click('[data-testid="grant-permissions-button"]')
    await expect.poll(() => page.textContent('[data-testid="grant-permissions-result"]'), { timeout: 30_000 }).toContain('Session granted')

    await page.click('[data-testid="account-button"]')
    await page.click(inModal('w3m-header-smart-sessions'), { timeout: 30_000 })
    await page.waitForSelector(sessionRow('Airlock demo'), { timeout: 30_000 })
    const pci = (await page.getAttribute(sessionRow('Airlock demo'), 'data-pci'))!
    expect(pci).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await shoot(page, '00-active')).toEqual([])

    // Revoke in the kit: the wallet signs the pci, the row moves to Revoked.
    await page.click(`${sessionRow('Airlock demo')} [data-testid="smart-session-revoke-button"]`)
    await page.waitForSelector(sessionRow('Airlock demo'), { state: 'detached', timeout: 30_000 })
    await page.click(inModal('tab-revoked'))
    await page.waitForSelector(sessionRow('Airlock demo'), { timeout: 30_000 })
    expect(await page.textContent(sessionRow('Airlock demo'))).toContain('Revoked')
    expect(await shoot(page, '01-revoked')).toEqual([])
    await page.click(inModal('tab-expired'))
    await page.waitForSelector(sessionRow('Sandbox Game'), { timeout: 30_000 })

    // The cosigner refuses the revoked session's next call.
    const refused = await fetch(`${host.demo.sandbox.endpoints.blockchainApi}/v1/sessions/${OWNER}/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci, call: { to: DEVNET_ACCOUNTS[2]!.address, value: '1' } }),
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { reasons: { description: string }[] }).reasons[0]!.description).toBe('Session has been revoked')

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 240_000)
})
