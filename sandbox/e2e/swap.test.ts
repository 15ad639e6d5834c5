// Swap in a real browser on devnet 1: connect the EIP-6963 test wallet, swap ETH to USDC from the
// Account view's action (no approval), then USDC to ETH from open({ view: 'Swap', arguments })
// (approval, then swap), with the balances read from the devnet agreeing with the quotes; a
// rejected approval; a swap the pool moved past its slippage after the preview (not sent: the
// view shows the new quote, issue 29); a hostile token list (the picker keeps the valid tokens);
// a network outside the swap list (UnsupportedChain with the swap networks only); and with
// the swaps flag off, no action and no swap chunk fetched. Both themes screenshotted, axe-clean.
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REMOTE_OFF_PROJECT_ID } from '../api/projects'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { constantProductPoolArtifact } from '../evm/contracts/artifacts'
import { movePoolPrice } from '../evm/movePoolPrice'
import { SwapMessages } from '../../plugins/swap/createSwapService'
import { formatAmount } from '../../plugins/swap/swapDetails'
import { ARTIFACTS_DIR } from './harness'
import { auditModal } from './testing/auditModal'
import { connectAndOpenAccount, inModal, startPluginPage, type PluginPageHost } from './testing/pluginPage'
import type { Page } from 'playwright-core'

let host: PluginPageHost
let chain1: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  host = await startPluginPage({ entry: new URL('./swapPage.tsx', import.meta.url), base: '/swap-e2e', configGlobal: '__SWAP_E2E__', title: 'Swap test' })
  chain1 = createPublicClient({ transport: http(host.demo.sandbox.urls.evm[1]) })
}, 180_000)

afterAll(() => host?.close())

const text = (page: Page, testId: string) => page.textContent(inModal(testId))
const devnet = () => host.demo.sandbox.devnets.evm.chains[1]
const usdcOf = (owner: Address) => chain1.readContract({ address: devnet().tokens.USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const poolQuote = (tokenIn: Address, amount: bigint) =>
  chain1.readContract({ address: devnet().pool.address, abi: constantProductPoolArtifact.abi, functionName: 'getAmountOut', args: [tokenIn, amount] })
const gasPaidSince = async (address: Address, fromBlock: bigint) => {
  // Every transaction the account sent since `fromBlock`: their fees explain the rest of the native balance change.
  const latest = await chain1.getBlockNumber()
  let paid = 0n
  for (let n = fromBlock + 1n; n <= latest; n++) {
    const block = await chain1.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== address.toLowerCase()) continue
      const receipt = await chain1.getTransactionReceipt({ hash: tx.hash })
      paid += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return paid
}

const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((m) => (window as unknown as { __kit: { setThemeMode(m: string): void } }).__kit.setThemeMode(m), mode)

/** Screenshots the modal in both themes and runs axe in each (BYD-04). */
async function shootBothThemes(page: Page, name: string) {
  await page.waitForTimeout(300) // the view's entry animation, for the picture only
  for (const mode of ['dark', 'light'] as const) {
    await setTheme(page, mode)
    await page.screenshot({ path: `${ARTIFACTS_DIR}swap-${name}-${mode}.png` })
    expect(await auditModal(page), `${name} ${mode}`).toEqual([])
  }
  await setTheme(page, 'dark')
}

const openSwap = (page: Page, args: { fromToken?: string; toToken?: string; amount?: string }) =>
  page.evaluate((a) => (window as unknown as { __kit: { open(r: unknown): Promise<void> } }).__kit.open({ view: 'Swap', arguments: a }), args)

const walletScript = (page: Page, index: number, behaviour: Record<string, unknown>) =>
  page.evaluate(
    ([i, b]) => (window as unknown as { __AIRLOCK_WALLETS__: { eip6963: { script(b: unknown): void }[] } }).__AIRLOCK_WALLETS__.eip6963[i as number]!.script(b),
    [index, behaviour] as const,
  )

describe('Swap (browser, devnet 1)', () => {
  it('SWAP-01 SWAP-05 swaps ETH to USDC from the Account action (no approval), then SWAP-03 SWAP-06 SWAP-08 USDC to ETH opened with swap arguments (approval, then swap); the devnet agrees with the quotes', async () => {
    const owner = DEVNET_ACCOUNTS[0]!.address as Address
    const { page, close, blocked, errors } = await host.open('?wallets=eip6963:2')
    await connectAndOpenAccount(page, 1)
    await page.click(inModal('wallet-features-swaps-button'))
    await page.waitForSelector(inModal('w3m-swap-view'), { timeout: 30_000 })

    // The label walk: the native coin is the source; no target yet.
    await expect.poll(() => text(page, 'swap-input-token-sourceToken'), { timeout: 30_000 }).toContain('ETH')
    expect(await text(page, 'swap-action-button')).toBe('Select token')
    await page.click(inModal('swap-select-token-button-toToken'))
    await page.waitForSelector(inModal('swap-select-token-item-USDC'), { timeout: 30_000 })
    expect(await page.$(inModal('swap-select-token-search-input'))).not.toBeNull()
    await shootBothThemes(page, '00-select-token')
    await page.fill(inModal('swap-select-token-search-input'), 'usd')
    await expect.poll(async () => (await page.$$(inModal('swap-select-token-item-WETH'))).length).toBe(0)
    await page.click(inModal('swap-select-token-item-USDC'))
    await page.waitForSelector(inModal('w3m-swap-view'))
    await expect.poll(() => text(page, 'swap-action-button')).toBe('Enter amount')
    await page.fill(inModal('swap-input-sourceToken'), '100000')
    await expect.poll(() => text(page, 'swap-action-button')).toBe('Insufficient balance')

    const expected = await poolQuote(devnet().pool.token1, parseEther('0.5'))
    await page.fill(inModal('swap-input-sourceToken'), '0.5')
    await expect.poll(() => text(page, 'swap-action-button'), { timeout: 30_000 }).toBe('Review swap')
    expect(await page.inputValue(inModal('swap-input-toToken'))).toBe(formatUnits(expected, 6))
    expect(await text(page, 'swap-usd-value-sourceToken')).toBe('$1,500.00')
    expect(await text(page, 'swap-details-max-slippage')).toBe('1%')
    expect(await text(page, 'swap-details-rate')).toMatch(/^1 ETH = [\d,.]+ USDC$/)
    await shootBothThemes(page, '01-swap-eth-usdc')

    await page.click(inModal('swap-action-button'))
    await page.waitForSelector(inModal('w3m-swap-preview-view'))
    await expect.poll(() => text(page, 'swap-preview-action-button'), { timeout: 30_000 }).toBe('Swap')
    await page.waitForSelector(`${inModal('swap-preview-action-button')}:not([disabled])`)
    expect(await text(page, 'swap-preview-send-amount')).toBe('0.5 ETH')
    expect(await text(page, 'swap-preview-review-text')).toBe('Review transaction carefully')
    await shootBothThemes(page, '02-preview-eth-usdc')
    const usdcBefore = await usdcOf(owner)
    await page.click(inModal('swap-preview-action-button'))

    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 60_000 })
    const received = Number(formatUnits(expected, 6)).toLocaleString('en-US', { maximumFractionDigits: 3 })
    await expect.poll(() => text(page, 'wui-snackbar-message'), { timeout: 10_000 }).toBe(`Swapped ETH to ${received} USDC`)
    expect(await usdcOf(owner)).toBe(usdcBefore + expected)
    // The balances were read again past their 30 s cache: the Account view shows the devnet's.
    const ethAfter = Number(formatEther(await chain1.getBalance({ address: owner })))
    await expect.poll(() => text(page, 'balance-amount'), { timeout: 30_000 }).toBe(`${ethAfter.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ETH`)

    // USDC back to ETH, opened by the host with swap arguments: the form is filled in.
    await page.keyboard.press('Escape')
    await openSwap(page, { fromToken: 'USDC', toToken: 'ETH', amount: '100' })
    await page.waitForSelector(inModal('w3m-swap-view'))
    await expect.poll(() => text(page, 'swap-input-token-sourceToken'), { timeout: 30_000 }).toContain('USDC')
    expect(await text(page, 'swap-input-token-toToken')).toContain('ETH')
    expect(await page.inputValue(inModal('swap-input-sourceToken'))).toBe('100')
    await expect.poll(() => text(page, 'swap-action-button'), { timeout: 30_000 }).toBe('Review swap')
    await page.click(inModal('swap-action-button'))
    await page.waitForSelector(inModal('w3m-swap-preview-view'))
    await expect.poll(() => text(page, 'swap-preview-action-button'), { timeout: 30_000 }).toBe('Approve')
    await shootBothThemes(page, '03-preview-approve')
    const fromBlock = await chain1.getBlockNumber()
    const [usdcStart, ethStart] = await Promise.all([usdcOf(owner), chain1.getBalance({ address: owner })])
    await page.click(inModal('swap-preview-action-button'))
    await expect.poll(() => text(page, 'swap-preview-action-button'), { timeout: 30_000 }).toBe('Swap')
    await page.waitForSelector(`${inModal('swap-preview-action-button')}:not([disabled])`)
    const quotedText = (await text(page, 'swap-preview-receive-amount'))!.replace(/ ETH$/, '').replaceAll(',', '')
    await page.click(inModal('swap-preview-action-button'))
    await page.waitForSelector(inModal('w3m-account-view'), { timeout: 60_000 })
    await expect.poll(() => text(page, 'wui-snackbar-message'), { timeout: 10_000 }).toMatch(/^Swapped USDC to [\d.]+ ETH$/)

    expect(await usdcOf(owner)).toBe(usdcStart - parseUnits('100', 6))
    const ethReceived = (await chain1.getBalance({ address: owner })) - ethStart + (await gasPaidSince(owner, fromBlock))
    const quoted = parseEther(quotedText)
    // Balances before and after agree with the quote within the 1% slippage.
    expect(ethReceived).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(ethReceived).toBeLessThanOrEqual((quoted * 101n) / 100n)
    await page.screenshot({ path: `${ARTIFACTS_DIR}swap-04-account-after.png` })

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  }, 240_000)

  it('a rejected approval leaves the form as it was; a swap the pool moved past its slippage after the preview is not sent: the view shows the new quote, and Swap again sends it (issue 29)', async () => {
    const owner = DEVNET_ACCOUNTS[1]!.address as Address
    const { page, close, errors } = await host.open('?wallets=eip6963:2')
    await connectAndOpenAccount(page, 2)
    await walletScript(page, 1, { rejectSign: true })
    await openSwap(page, { fromToken: 'USDC', toToken: 'ETH', amount: '50' })
    await page.waitForSelector(inModal('w3m-swap-view'))
    await expect.poll(() => text(page, 'swap-action-button'), { timeout: 30_000 }).toBe('Review swap')
    await page.click(inModal('swap-action-button'))
    await expect.poll(() => text(page, 'swap-preview-action-button'), { timeout: 30_000 }).toBe('Approve')
    await page.waitForSelector(`${inModal('swap-preview-action-button')}:not([disabled])`)
    await page.click(inModal('swap-preview-action-button'))
    await expect.poll(() => text(page, 'swap-preview-error'), { timeout: 30_000 }).toMatch(/rejected/i)
    expect(await text(page, 'swap-preview-action-button')).toBe('Approve')
    expect(await text(page, 'swap-preview-send-amount')).toBe('50 USDC')
    expect(await chain1.readContract({ address: devnet().tokens.USDC.address, abi: erc20Abi, functionName: 'allowance', args: [owner, devnet().pool.address] })).toBe(0n)
    await shootBothThemes(page, '05-approval-rejected')
    await page.click(inModal('swap-preview-cancel-button'))
    await page.waitForSelector(inModal('w3m-swap-view'))
    expect(await page.inputValue(inModal('swap-input-sourceToken'))).toBe('50')
    // The visitor's edits survive a trip to the token list: the open() prefill applied once.
    await page.fill(inModal('swap-input-sourceToken'), '60')
    await page.click(inModal('swap-input-token-toToken'))
    await page.click(inModal('swap-select-token-item-ETH'))
    await page.waitForSelector(inModal('w3m-swap-view'))
    await expect.poll(() => text(page, 'swap-action-button'), { timeout: 30_000 }).toBe('Review swap')
    expect(await page.inputValue(inModal('swap-input-sourceToken'))).toBe('60')
    await walletScript(page, 1, { rejectSign: null })

    // ETH to USDC, built at the preview; another trader then moves the pool 20% before Swap.
    await page.keyboard.press('Escape')
    await openSwap(page, { fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    await expect.poll(() => text(page, 'swap-input-token-sourceToken'), { timeout: 30_000 }).toContain('ETH')
    await expect.poll(() => text(page, 'swap-action-button'), { timeout: 30_000 }).toBe('Review swap')
    await page.click(inModal('swap-action-button'))
    await expect.poll(() => text(page, 'swap-preview-action-button'), { timeout: 30_000 }).toBe('Swap')
    await page.waitForSelector(`${inModal('swap-preview-action-button')}:not([disabled])`)
    const usdcBefore = await usdcOf(owner)
    const previewed = await text(page, 'swap-preview-receive-amount')
    await movePoolPrice(devnet(), { sellNative: '20' })
    const moved = formatUnits(await poolQuote(devnet().pool.token1, parseEther('1')), 6)
    await page.click(inModal('swap-preview-action-button'))
    await expect.poll(() => text(page, 'swap-preview-notice'), { timeout: 30_000 }).toBe(SwapMessages.quoteMoved)
    await page.waitForSelector(`${inModal('swap-preview-action-button')}:not([disabled])`)
    const shown = await text(page, 'swap-preview-receive-amount')
    expect(shown).not.toBe(previewed)
    expect(shown).toBe(`${formatAmount(moved, 6)} USDC`)
    expect(await usdcOf(owner)).toBe(usdcBefore)
    expect(await page.$(inModal('swap-preview-error'))).toBeNull()
    await shootBothThemes(page, '06-quote-moved')
    // The visitor read the new amount and presses again: that one is sent.
    await page.click(inModal('swap-preview-action-button'))
    await expect.poll(() => usdcOf(owner), { timeout: 30_000 }).toBe(usdcBefore + parseUnits(moved, 6))

    expect(errors).toEqual([])
    await close()
  }, 240_000)

  it('a token list with decimals -1 or 5000000 or a bad address opens a picker with the valid tokens only, and a swap still quotes (issue 29)', async () => {
    const sandbox = host.demo.sandbox
    const listed = (await (await fetch(`${sandbox.urls.blockchainApi}/v1/convert/tokens?chainId=eip155:1&projectId=swap`)).json()) as { tokens: Record<string, unknown>[] }
    const usdcEntry = listed.tokens.find((t) => t.symbol === 'USDC')!
    const hostile = [
      { ...usdcEntry, symbol: 'NEG', decimals: -1 },
      { ...usdcEntry, symbol: 'HUGE', decimals: 5_000_000 },
      { ...usdcEntry, symbol: 'BAD', address: 'eip155:1:0xnot-an-address' },
    ]
    sandbox.api.faults.set('/v1/convert/tokens', { status: 200, body: { tokens: [...hostile, ...listed.tokens] } })
    try {
      const { page, close, errors } = await host.open('?wallets=eip6963:2')
      await connectAndOpenAccount(page, 1)
      await openSwap(page, { fromToken: 'ETH', amount: '0.01' })
      await page.waitForSelector(inModal('w3m-swap-view'))
      await page.click(inModal('swap-select-token-button-toToken'))
      await page.waitForSelector(inModal('swap-select-token-item-WETH'), { timeout: 30_000 })
      for (const symbol of ['NEG', 'HUGE', 'BAD']) expect(await page.$(inModal(`swap-select-token-item-${symbol}`))).toBeNull()
      await page.click(inModal('swap-select-token-item-USDC'))
      await page.waitForSelector(inModal('w3m-swap-view'))
      await expect.poll(() => text(page, 'swap-action-button'), { timeout: 30_000 }).toBe('Review swap')
      expect(errors).toEqual([])
      await close()
    } finally {
      sandbox.api.faults.clear('/v1/convert/tokens')
    }
  }, 240_000)

  it('SWAP-12 SWAP-13 on a network outside the swap list the swap action opens UnsupportedChain offering only swap networks', async () => {
    const { page, close, errors } = await host.open('?wallets=eip6963:2&extra=sepolia')
    await connectAndOpenAccount(page, 1)
    await page.evaluate(() => {
      const w = window as unknown as { __kit: { switchNetwork(n: unknown): Promise<void> }; __sepolia: unknown }
      return w.__kit.switchNetwork(w.__sepolia)
    })
    await expect.poll(() => page.evaluate(() => (window as unknown as { __kit: { getCaipNetworkId(): string } }).__kit.getCaipNetworkId()), { timeout: 30_000 }).toBe('eip155:11155111')
    await page.waitForSelector(inModal('wallet-features-swaps-button'), { timeout: 30_000 })
    await page.click(inModal('wallet-features-swaps-button'))
    await page.waitForSelector(inModal('w3m-unsupported-chain-view'), { timeout: 30_000 })
    expect(await text(page, 'w3m-unsupported-chain-text')).toBe('The swap feature doesn’t support your current network. Switch to an available option to continue.')
    const rows = await page.$$eval('airlock-modal [data-testid^="w3m-network-switch-"]', (els) => els.map((e) => e.textContent))
    expect(rows).toEqual(['Ethereum', 'Polygon'])
    await shootBothThemes(page, '07-unsupported-chain')
    expect(errors).toEqual([])
    await close()
  }, 180_000)

  it('SWAP-02 with the swaps flag off the Account view offers no swap and the swap chunks are never fetched', async () => {
    const { page, close, requested, errors } = await host.open(`?wallets=eip6963:1&project=${REMOTE_OFF_PROJECT_ID}`)
    await connectAndOpenAccount(page, 1)
    expect(await page.$(inModal('wallet-features-swaps-button'))).toBeNull()
    const chunks = ['plugins/swap/activate.ts', 'plugins/swap/views/Swap.tsx', 'plugins/swap/views/SwapPreview.tsx', 'plugins/swap/views/SwapSelectToken.tsx']
      .map((source) => host.build.chunkOf(source))
      .filter((chunk): chunk is string => Boolean(chunk) && !host.build.firstBundle.includes(chunk!) && chunk !== host.build.entry)
    expect(chunks.length).toBeGreaterThan(0)
    for (const chunk of chunks) expect(requested).not.toContain(chunk)
    expect(errors).toEqual([])
    await close()
  }, 180_000)
})
