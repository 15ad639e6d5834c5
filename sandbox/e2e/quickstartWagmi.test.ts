// BYD-23 in a real browser: AppKit's React + wagmi quick-start with only its imports changed
// (sandbox/app/quickstart-wagmi), on the sandbox with the EIP-6963 test wallet. wagmi's hooks
// follow the kit's connection and drive it; the devnet confirms what was sent.
import { chromium, type Browser, type Page } from 'playwright-core'
import { createPublicClient, formatEther, http, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startQuickstartDemo, type QuickstartDemo } from '../app/appkit-quickstart/startQuickstartDemo'
import { addWagmiQuickstartRoutes, WAGMI_QUICKSTART_BASE } from '../app/quickstart-wagmi/addWagmiQuickstartRoutes'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { CHROMIUM_ARGS, inModal, openPage } from './testing/pageSession'
import { waitForModalAtRest } from './testing/waitForModalAtRest'

const WALLET = 'dev.airlock.testwallet1'
const RECIPIENT = '0x000000000000000000000000000000000000dEaD' as Address

let demo: QuickstartDemo
let browser: Browser

beforeAll(async () => {
  ;[demo, browser] = await Promise.all([
    startQuickstartDemo({ extend: (routes, sandbox) => addWagmiQuickstartRoutes(routes, sandbox) }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

const VIEWPORT = { viewport: { width: 1024, height: 1100 } }
const PAGE_URL = () => `${demo.demo.url}${WAGMI_QUICKSTART_BASE}?wallets=eip6963:1`
const text = (page: Page, testId: string) => page.textContent(`[data-testid="${testId}"]`)
const address = DEVNET_ACCOUNTS[0]!.address

/** Connects the test wallet the way a visitor does: <appkit-button>, then the wallet in the modal. */
async function connectThroughModal(page: Page) {
  await page.click('appkit-button [data-testid="connect-button"]', { timeout: 60_000 })
  await page.click(`[data-testid="wallet-selector-${WALLET}"]`, { timeout: 30_000 })
  await expect.poll(() => text(page, 'wagmi-address'), { timeout: 30_000 }).toBe(address)
}

const walletChainId = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { request(a: { method: string }): Promise<string> }[] } }).__AIRLOCK_WALLETS__.eip6963[0]!.request({
      method: 'eth_chainId',
    }),
  )

describe('AppKit + wagmi quick-start on Airlock (browser)', () => {
  it("BYD-23 the /sandbox index links the page; connecting in the kit's modal shows the address in wagmi's useAccount; the modal is axe-clean in both themes", async () => {
    const { page, context, blocked, errors } = await openPage(browser, `${demo.demo.url}/sandbox`, VIEWPORT)
    await page.click(`a[href^="${WAGMI_QUICKSTART_BASE}"]`)
    await page.waitForSelector('[data-testid="wagmi-status"]', { timeout: 60_000 })
    // wagmi's reconnect on mount asks the kit, which answers once its startup is done.
    await expect.poll(() => text(page, 'wagmi-status'), { timeout: 30_000 }).toBe('disconnected')

    // The Connect view in the kit's default (dark) theme.
    await page.click('appkit-button [data-testid="connect-button"]', { timeout: 60_000 })
    await page.waitForSelector(`[data-testid="wallet-selector-${WALLET}"]`, { timeout: 30_000 })
    await waitForModalAtRest(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-wagmi-connect-dark.png` })
    expect(await auditModal(page)).toEqual([])
    await page.click(`[data-testid="wallet-selector-${WALLET}"]`)
    await expect.poll(() => text(page, 'wagmi-address'), { timeout: 30_000 }).toBe(address)

    // The Account view in light, switched by the page's useAppKitTheme panel.
    await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden', timeout: 10_000 })
    await page.click('[data-testid="wagmi-theme"]')
    await page.click('appkit-button [data-testid="account-button"]')
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 30_000 })
    await waitForModalAtRest(page)
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-wagmi-account-light.png` })
    expect(await auditModal(page)).toEqual([])
    await page.keyboard.press('Escape')

    expect(await text(page, 'wagmi-status')).toBe('connected')
    expect(await text(page, 'wagmi-chain-id')).toBe('1')
    expect(await text(page, 'wagmi-connector')).toBe('Airlock')
    // useBalance reads the devnet through the kit's RPC for chain 1.
    await expect.poll(() => text(page, 'wagmi-balance'), { timeout: 30_000 }).toMatch(/^\d+(\.\d+)? ETH$/)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)

  it("BYD-23 useSendTransaction sends through the kit's wallet: the devnet has the receipt and the recipient's balance grew; useSignMessage signs with it", async () => {
    const { page, context, blocked, errors } = await openPage(browser, PAGE_URL(), VIEWPORT)
    await connectThroughModal(page)
    await page.keyboard.press('Escape')

    const devnet = createPublicClient({ transport: http(demo.sandbox.urls.evm[1]) })
    const before = await devnet.getBalance({ address: RECIPIENT })
    await expect.poll(() => text(page, 'wagmi-balance'), { timeout: 30_000 }).toMatch(/ETH$/)
    const shownBefore = await text(page, 'wagmi-balance')
    await page.click('[data-testid="wagmi-send"]')
    await expect.poll(() => text(page, 'wagmi-send-receipt'), { timeout: 30_000 }).toBe('success')
    const hash = (await text(page, 'wagmi-send-hash')) as Hex
    const receipt = await devnet.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase())
    expect((await devnet.getBalance({ address: RECIPIENT })) - before).toBe(parseEther('0.01'))
    // useBalance shows the sender's new balance, read from the devnet.
    const senderBalance = formatEther(await devnet.getBalance({ address: address as Address }))
    await expect.poll(() => text(page, 'wagmi-balance'), { timeout: 30_000 }).toBe(`${senderBalance} ETH`)
    expect(await text(page, 'wagmi-balance')).not.toBe(shownBefore)

    // useSignMessage: signed by the same wallet, verifiable by anyone.
    await page.click('[data-testid="wagmi-sign"]')
    await expect.poll(() => text(page, 'wagmi-signature'), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await text(page, 'wagmi-signature')) as Hex
    expect(await verifyMessage({ address, message: 'Hello from wagmi', signature })).toBe(true)
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-wagmi-sent.png` })
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await context.close()
  }, 180_000)

  it("BYD-23 useSwitchChain to 137 moves the kit: its network button and the wallet follow; the kit's switch back moves wagmi", async () => {
    const { page, context, errors } = await openPage(browser, PAGE_URL(), VIEWPORT)
    await connectThroughModal(page)
    await page.keyboard.press('Escape')
    expect(await page.textContent('appkit-network-button button')).toContain('Ethereum')

    await page.click('[data-testid="wagmi-switch-137"]')
    await expect.poll(() => text(page, 'wagmi-chain-id'), { timeout: 30_000 }).toBe('137')
    await expect.poll(() => page.textContent('appkit-network-button button'), { timeout: 30_000 }).toContain('Polygon')
    expect(Number(await walletChainId(page))).toBe(137)
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-wagmi-polygon.png` })

    // The other way: the kit's Networks view picks Ethereum, wagmi follows.
    await page.click('appkit-network-button button')
    await page.click(inModal('w3m-network-switch-Ethereum'), { timeout: 30_000 })
    await expect.poll(() => text(page, 'wagmi-chain-id'), { timeout: 30_000 }).toBe('1')
    expect(Number(await walletChainId(page))).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)

  it("BYD-23 the kit's disconnect clears wagmi; wagmi's useDisconnect disconnects the kit; a reload restores both", async () => {
    const { page, context, errors } = await openPage(browser, PAGE_URL(), VIEWPORT)
    await connectThroughModal(page)
    await page.keyboard.press('Escape')
    await page.waitForSelector(inModal('w3m-modal-card'), { state: 'hidden', timeout: 10_000 })

    // Kit → wagmi: the Account view's disconnect.
    await page.click('appkit-button [data-testid="account-button"]')
    await page.click(inModal('disconnect-button'), { timeout: 30_000 })
    await expect.poll(() => text(page, 'wagmi-status'), { timeout: 30_000 }).toBe('disconnected')
    expect(await text(page, 'wagmi-address')).toBe('—')

    // A reload restores the kit's session and wagmi's with it.
    await connectThroughModal(page)
    await page.keyboard.press('Escape')
    await page.reload()
    await expect.poll(() => text(page, 'wagmi-address'), { timeout: 60_000 }).toBe(address)
    expect(await text(page, 'wagmi-status')).toBe('connected')
    await page.waitForSelector('appkit-button [data-testid="account-button"]', { timeout: 30_000 })

    // wagmi → kit: useDisconnect, and the kit's button offers Connect again.
    await page.click('[data-testid="wagmi-disconnect"]')
    await page.waitForSelector('appkit-button [data-testid="connect-button"]', { timeout: 30_000 })
    expect(await text(page, 'wagmi-status')).toBe('disconnected')
    await page.screenshot({ path: `${ARTIFACTS_DIR}quickstart-wagmi-disconnected.png` })
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)
})
