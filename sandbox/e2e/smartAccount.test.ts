// The embedded wallet's smart account in a real browser, against the real secure site, mailbox,
// relayer and EVM devnet: email login (the page prefers the EOA: defaultAccountTypes), switch to
// the smart account in account settings (AUTH-06), the address follows, the first transaction
// deploys the account (code at the address afterwards, smartAccountDeployed true), then an
// ERC-5792 wallet_sendCalls batch approved once in the secure frame and its status.
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smartAccountArtifact } from '../evm/contracts/artifacts'
import type { Sandbox } from '../testing/types'
import { ARTIFACTS_DIR } from './harness'
import { loginByEmail } from './testing/emailLogin'
import { auditModal } from './testing/auditModal'
import { inModal, shootBothThemes } from './testing/pluginPageHost'
import { startPluginPage, type OpenedPage, type PluginPageHost } from './testing/pluginPage'
import { pressSecureButton } from './testing/secureFrame'

let host: PluginPageHost
let opened: OpenedPage
let page: Page
let sandbox: Sandbox<'api' | 'evm' | 'secureSite'>
const email = 'grace@example.com'

beforeAll(async () => {
  host = await startPluginPage({ entry: new URL('./authPage.tsx', import.meta.url), base: '/smart-account-e2e', configGlobal: '__AUTH_E2E__', title: 'Smart account test', extraServices: ['secureSite'] })
  sandbox = host.demo.sandbox as Sandbox<'api' | 'evm' | 'secureSite'>
}, 180_000)
afterAll(async () => {
  await opened?.close()
  await host?.close()
})

type Kit = { getAddress(): string; setThemeMode(m: string): void; getWalletProvider(): { request(a: { method: string; params?: unknown }): Promise<unknown> } }
const kitCall = <T,>(fn: string, ...args: unknown[]) =>
  page.evaluate(([f, a]) => ((window as unknown as { __kit: Record<string, (...x: unknown[]) => unknown> }).__kit[f as string]!(...(a as unknown[])) as T), [fn, args] as const)
const chain = () => createPublicClient({ transport: http(sandbox.urls.evm[1]) })
const accountState = () =>
  page.evaluate(() => {
    type State = { smartAccountDeployed: boolean; address?: string; allAccounts: { address: string; type?: string }[] }
    const c = (window as unknown as { __container: { resolve(t: symbol): { get(ns: string): State } } }).__container
    return c.resolve(Symbol.for('airlock.accountStore')).get('eip155')
  })


async function approveInFrame(title: string) {
  const frame = page.frameLocator('#w3m-iframe')
  await expect.poll(() => frame.locator('h1').textContent(), { timeout: 20_000 }).toBe(title)
  return frame
}

describe('Smart account of the embedded wallet (browser)', { timeout: 120_000 }, () => {
  let eoa: Address
  let smart: Address

  it('logs in by email with the EOA the page prefers (defaultAccountTypes honoured)', async () => {
    opened = await host.open('')
    page = opened.page
    await loginByEmail(page, sandbox.urls.mailbox, email)
    eoa = (await kitCall<string>('getAddress')) as Address
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await kitCall('getPreferredAccountType', 'eip155')).toBe('eoa')
    expect((await accountState()).allAccounts.map((a) => a.type)).toEqual(['eoa'])
  })

  it('AUTH-06 account-toggle-preferred-account-type switches to the smart account: the address shown changes, not yet deployed', async () => {
    await page.click('[data-testid="account-button"]')
    await page.click(inModal('wui-profile-button'), { timeout: 30_000 })
    await expect.poll(() => page.textContent(inModal('account-settings-address')), { timeout: 15_000 }).toBe(eoa)
    // AppKit's way in: AccountSettings' smart account row, then the switch in SmartAccountSettings.
    await page.click(inModal('account-smart-account-settings-button'), { timeout: 15_000 })
    const toggle = page.locator(inModal('account-toggle-preferred-account-type'))
    await expect.poll(() => toggle.textContent(), { timeout: 15_000 }).toContain('Switch to your smart account')
    expect(await shootBothThemes(page, 'smart-account-settings-eoa', '__kit')).toEqual([])

    await toggle.click()
    await expect.poll(() => kitCall<string>('getAddress'), { timeout: 15_000 }).not.toBe(eoa)
    smart = (await kitCall<string>('getAddress')) as Address
    await expect.poll(() => toggle.textContent()).toContain('Switch to your EOA')
    await page.click(inModal('header-back'))
    await expect.poll(() => page.textContent(inModal('account-settings-address'))).toBe(smart)
    expect(await kitCall('getPreferredAccountType', 'eip155')).toBe('smartAccount')
    expect(await chain().getCode({ address: smart })).toBeUndefined()
    expect((await accountState()).smartAccountDeployed).toBe(false)
    // allAccounts types it too (it said eoa for the smart account before).
    expect((await accountState()).allAccounts).toEqual([expect.objectContaining({ address: smart, type: 'smartAccount' })])
    expect(await shootBothThemes(page, 'smart-account-settings-smart', '__kit')).toEqual([])
    await page.keyboard.press('Escape')
    await page.waitForSelector('airlock-modal [data-testid="w3m-modal-card"]', { state: 'hidden', timeout: 10_000 })
  })

  it('AUTH-06 the first transaction from the smart account deploys it (code at the address afterwards); gas is the relayer\'s', async () => {
    await sandbox.devnets.evm.chains[1].fund(smart, { native: '1' })
    await page.click('[data-testid="send-transaction-button"]')
    const frame = await approveInFrame('Request for a transaction')
    expect(await frame.locator('dl').textContent()).toContain(`${smart} (smart account)`)
    await pressSecureButton(frame, 'confirm')
    await expect.poll(() => page.textContent('[data-testid="eip155-test-result"]'), { timeout: 30_000 }).toBe('Signing Succeeded')
    const hash = (await page.textContent('[data-testid="eip155-test-result-detail"]')) as `0x${string}`
    const receipt = await chain().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to).toBe(sandbox.devnets.evm.chains[1].smartAccountFactory.toLowerCase())
    expect((await chain().getCode({ address: smart }))?.length).toBeGreaterThan(2)
    await expect.poll(async () => (await accountState()).smartAccountDeployed, { timeout: 10_000 }).toBe(true)
    // The EOA paid nothing: it still has no coins.
    expect(await chain().getBalance({ address: eoa })).toBe(0n)
  })

  it('AUTH-06 wallet_sendCalls runs a batch in one approval and one transaction; wallet_getCallsStatus reports it confirmed', async () => {
    const to = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const caps = (await page.evaluate(() => (window as unknown as { __kit: Kit }).__kit.getWalletProvider().request({ method: 'wallet_getCapabilities', params: [] }))) as Record<string, { atomic?: unknown }>
    expect(caps['0x1']?.atomic).toEqual({ status: 'supported' })
    const sent = page.evaluate(
      ([a, b, value]) =>
        (window as unknown as { __kit: Kit }).__kit.getWalletProvider().request({
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x1', atomicRequired: true, calls: [{ to: a, value }, { to: b, value }] }],
        }),
      [to[0], to[1], `0x${parseEther('0.01').toString(16)}`] as const,
    )
    const frame = await approveInFrame('Request for multiple transactions')
    expect(await frame.locator('dl').textContent()).toContain(`Call 2`)
    // The frame draws itself in the theme of the kit when asked (light, after the settings pictures).
    await page.waitForTimeout(350) // the view's entry animation, for the picture only
    await page.screenshot({ path: `${ARTIFACTS_DIR}smart-account-batch-light.png` })
    expect(await auditModal(page)).toEqual([])
    await pressSecureButton(frame, 'confirm')
    const { id } = (await sent) as { id: `0x${string}` }
    for (const address of to) expect(await chain().getBalance({ address: address as Address })).toBe(parseEther('0.01'))
    const status = (await page.evaluate((i) => (window as unknown as { __kit: Kit }).__kit.getWalletProvider().request({ method: 'wallet_getCallsStatus', params: [i] }), id)) as { status: number; atomic: boolean; receipts: { status: string }[] }
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts[0]!.status).toBe('0x1')

    // The demo panel's button does the same (two zero-value calls); it shows the batch id.
    const detail = '[data-testid="eip155-test-result-detail"]'
    const previous = await page.textContent(detail)
    await page.click('[data-testid="send-calls-button"]')
    await pressSecureButton(await approveInFrame('Request for multiple transactions'), 'confirm')
    await expect.poll(() => page.textContent(detail), { timeout: 30_000 }).not.toBe(previous)
    expect(await page.textContent('[data-testid="eip155-test-result"]')).toBe('Signing Succeeded')
    expect((await chain().getTransactionReceipt({ hash: (await page.textContent(detail)) as `0x${string}` })).status).toBe('success')
    expect(opened.errors).toEqual([])
  })

  it('wallet_grantPermissions: the visitor approves "Request for permissions" in the frame, and the session is on the account', async () => {
    const [cosigner, dapp] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const request = {
      chainId: '0x1',
      expiry: Math.floor(Date.now() / 1000) + 3600,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: cosigner }, { type: 'secp256k1', publicKey: dapp }] } },
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: `0x${parseEther('0.5').toString(16)}`, start: 0, period: 86400 } }],
      policies: [],
    }
    const granted = page.evaluate((r) => (window as unknown as { __kit: Kit }).__kit.getWalletProvider().request({ method: 'wallet_grantPermissions', params: [r] }), request)
    const frame = await approveInFrame('Request for permissions')
    expect(await frame.locator('dl').textContent()).toContain('0.5 ETH per day')
    await page.waitForTimeout(350) // the view's entry animation, for the picture only
    await page.screenshot({ path: `${ARTIFACTS_DIR}smart-account-permissions-light.png` })
    expect(await auditModal(page)).toEqual([])
    await pressSecureButton(frame, 'confirm')
    const { context, address } = (await granted) as { context: `0x${string}`; address: string }
    expect(address).toBe(smart)
    const session = await chain().readContract({ address: smart, abi: smartAccountArtifact.abi, functionName: 'sessions', args: [context] })
    expect([session[0], session[1], session[6]]).toEqual([dapp, cosigner, parseEther('0.5')])
  })

  it('AUTH-06 after a reload the smart account comes back (the preferred type is remembered, ACCT-04) and is known deployed', async () => {
    await page.reload()
    await expect.poll(() => kitCall<string>('getAddress').catch(() => undefined), { timeout: 30_000 }).toBe(smart)
    await expect.poll(async () => (await accountState().catch(() => undefined))?.smartAccountDeployed, { timeout: 15_000 }).toBe(true)
    expect((await accountState()).allAccounts.map((a) => a.type)).toEqual(['smartAccount'])
    expect(opened.errors).toEqual([])
  })
})
