// Send in a real browser: connect the EIP-6963 test wallet on the sandbox devnet, open Account,
// send 0.1 ETH to a second devnet account through WalletSend and WalletSendPreview, and see both
// balances change on the devnet and in the Account view. And with the send flag off, the send
// plugin's chunks are never fetched (SEND-02).
import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { connectAndOpenAccount, inModal, startPluginPage, type PluginPageHost } from './testing/pluginPage'

// `?wallets=eip6963:2` announces two wallets: devnet accounts 0 and 1.
const SENDER = DEVNET_ACCOUNTS[0]!.address
const RECEIVER = DEVNET_ACCOUNTS[1]!.address

let host: PluginPageHost

beforeAll(async () => {
  host = await startPluginPage({ entry: new URL('./sendPage.tsx', import.meta.url), base: '/send-e2e', configGlobal: '__SEND_E2E__', title: 'Send test' })
}, 180_000)

afterAll(() => host?.close())

const text = (page: Page, testId: string) => page.textContent(inModal(testId))
const viewBalance = (wei: bigint) => `${Number(formatEther(wei)).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ETH`

describe('Send (browser)', () => {
  it('SEND-01 SEND-07 SEND-10 SEND-11 sends 0.1 ETH from Account to a second account: both balances change on the devnet and in the view; BYD-04 axe finds nothing serious', async () => {
    const devnet = createPublicClient({ transport: http(host.demo.sandbox.urls.evm[1]) })
    const [senderBefore, receiverBefore] = await Promise.all([devnet.getBalance({ address: SENDER }), devnet.getBalance({ address: RECEIVER })])
    const { page, close, blocked, errors } = await host.open('?wallets=eip6963:2')

    await connectAndOpenAccount(page, 1)
    await expect.poll(() => text(page, 'balance-amount'), { timeout: 30_000 }).toBe(viewBalance(senderBefore))
    await page.click(inModal('wallet-features-send-button'))
    await page.waitForSelector(inModal('w3m-wallet-send-view'), { timeout: 30_000 })

    // The network coin is preselected from the account's balances; the token list offers the rest.
    await expect.poll(() => text(page, 'w3m-send-select-token-button'), { timeout: 30_000 }).toContain('ETH')
    await page.click(inModal('w3m-send-select-token-button'))
    await page.waitForSelector(inModal('w3m-send-select-token-item-USDC'), { timeout: 30_000 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${ARTIFACTS_DIR}send-00-select-token.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(inModal('w3m-send-select-token-item-ETH'))
    await page.waitForSelector(inModal('w3m-wallet-send-view'), { timeout: 30_000 })
    await page.fill(inModal('w3m-send-amount-input'), '0.1')
    await expect.poll(() => text(page, 'w3m-send-usd-value')).toBe('$300.00')
    await page.fill(inModal('w3m-send-receiver-input'), RECEIVER)
    await expect.poll(() => text(page, 'w3m-send-preview-button')).toBe('Preview Send')
    await page.waitForTimeout(300) // entry animation done, for the screenshot
    await page.screenshot({ path: `${ARTIFACTS_DIR}send-01-wallet-send.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(inModal('w3m-send-preview-button'))

    await page.waitForSelector(inModal('w3m-wallet-send-preview-view'), { timeout: 30_000 })
    expect(await text(page, 'w3m-send-preview-amount')).toBe('0.1 ETH')
    expect(await text(page, 'w3m-send-preview-receiver')).toBe('0x70...79C8')
    expect(await text(page, 'w3m-send-preview-network')).toBe('Ethereum')
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${ARTIFACTS_DIR}send-02-preview.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(inModal('w3m-send-button'))

    // Success returns to Account with a snack; the devnet has moved the coins.
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 60_000 })
    await expect.poll(() => text(page, 'wui-snackbar-message'), { timeout: 10_000 }).toBe('Transaction started')
    await expect.poll(() => devnet.getBalance({ address: RECEIVER }), { timeout: 30_000 }).toBe(receiverBefore + parseEther('0.1'))
    const senderAfter = await devnet.getBalance({ address: SENDER })
    expect(senderBefore - senderAfter).toBeGreaterThan(parseEther('0.1'))
    expect(senderBefore - senderAfter).toBeLessThan(parseEther('0.11'))
    await expect.poll(() => text(page, 'balance-amount'), { timeout: 30_000 }).toBe(viewBalance(senderAfter))
    expect(viewBalance(senderAfter)).not.toBe(viewBalance(senderBefore))
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${ARTIFACTS_DIR}send-03-account-after.png` })

    // The receiver's Account view shows what it received.
    await page.click(inModal('disconnect-button'))
    await page.waitForSelector('[data-testid="connect-button"]', { timeout: 30_000 })
    await connectAndOpenAccount(page, 2)
    await expect.poll(() => text(page, 'balance-amount'), { timeout: 30_000 }).toBe(viewBalance(receiverBefore + parseEther('0.1')))
    await page.screenshot({ path: `${ARTIFACTS_DIR}send-04-receiver-account.png` })

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 240_000)

  it('SEND-02 with the send flag off the Account view offers no send and the send chunks are never fetched', async () => {
    const { page, close, requested, errors } = await host.open('?wallets=eip6963:1&send=off')
    await connectAndOpenAccount(page, 1)
    await page.waitForSelector(inModal('w3m-account-wallet-features-widget'), { timeout: 10_000 }).catch(() => undefined)
    expect(await page.$(inModal('wallet-features-send-button'))).toBeNull()
    const sendChunks = ['plugins/send/activate.ts', 'plugins/send/views/WalletSend.tsx', 'plugins/send/views/WalletSendPreview.tsx', 'plugins/send/views/WalletSendSelectToken.tsx']
      .map((source) => host.build.chunkOf(source))
      .filter((chunk): chunk is string => Boolean(chunk) && !host.build.firstBundle.includes(chunk!) && chunk !== host.build.entry)
    expect(sendChunks.length).toBeGreaterThan(0)
    for (const chunk of sendChunks) expect(requested).not.toContain(chunk)
    expect(errors).toEqual([])
    await close()
  }, 180_000)
})
