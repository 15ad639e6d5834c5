// The swap plugin in a headless kit against the sandbox: the real eip155 chain plugin, the
// EIP-1193 test wallet signing with devnet keys, the provider-API server's convert and price
// routes quoting the devnet's constant-product pool, and real swaps on chain 1. Balances are read
// back from the chain with viem. Nothing here is mocked.
import { createPublicClient, erc20Abi, formatUnits, http, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BLOCKCHAIN_API, BUS, ROUTER, SNACKBAR, type CaipNetwork, type TrackEvent } from '../../kernel'
import { constantProductPoolArtifact } from '../evm/contracts/artifacts'
import { movePoolPrice } from '../evm'
import { SWAP_SERVICE, swap } from '../../plugins/swap'
import { createSwapApi } from '../../plugins/swap/createSwapApi'
import { SwapMessages } from '../../plugins/swap/createSwapService'
import { INVALID_ANSWER } from '../../plugins/swap/createSwapApi'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'
import { connectedEvmKit } from './testing/connectedEvmKit'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let chain1: ReturnType<typeof createPublicClient>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  mainnet = sandbox.networks[0]
  chain1 = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
}, 120_000)
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(() => sandbox?.close())

/** A kit with the swap plugin, connected to devnet account `index` through the EIP-1193 test wallet. */
async function connectedKit(index: number) {
  const { kit, c, wallet, address, close } = await connectedEvmKit(sandbox, index, [swap])
  cleanups.push(close)
  const events: TrackEvent[] = []
  c.resolve(BUS).on('track', (e) => void events.push(e))
  const service = c.resolve(SWAP_SERVICE)
  return { kit, c, wallet, address: address as Address, events, service, state: () => service.state.getState() }
}

const usdc = () => sandbox.devnets.evm.chains[1].tokens.USDC.address
const pool = () => sandbox.devnets.evm.chains[1].pool
const usdcOf = (owner: Address) => chain1.readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const poolQuote = (tokenIn: Address, amount: bigint) =>
  chain1.readContract({ address: pool().address, abi: constantProductPoolArtifact.abi, functionName: 'getAmountOut', args: [tokenIn, amount] })
const gasPaid = async (hash: Hex) => {
  const receipt = await chain1.getTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}
const hashesSent = (wallet: { calls: { method: string }[] }) => wallet.calls.filter((call) => call.method === 'eth_sendTransaction').length

describe('swap on chain 1 of the EVM devnet', () => {
  it('SWAP-04 SWAP-07 SWAP-10 entering loads the tokens, gas price, balances and USD prices; the native coin is the source', async () => {
    sandbox.api.requests.clear()
    const { service, state } = await connectedKit(5)
    await service.enter()

    expect(state().status).toBe('ready')
    expect(state().tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'WETH'])
    expect(state().sourceToken?.symbol).toBe('ETH')
    expect(state().sourceToken?.balance).toBe('1000')
    expect(state().gasPrice).toBeGreaterThan(0n)
    const prices = Object.fromEntries(state().tokens.map((t) => [t.symbol, state().prices[t.address.toLowerCase()]]))
    expect(prices).toEqual({ ETH: 3000, USDC: 1, WETH: 3000 })

    expect(sandbox.api.requests.last('/v1/convert/tokens')?.query).toMatchObject({ chainId: 'eip155:1' })
    expect(sandbox.api.requests.last('/v1/convert/gas-price')?.query).toMatchObject({ chainId: 'eip155:1' })
    const price = sandbox.api.requests.last('/v1/fungible/price')!
    expect(price.method).toBe('POST')
    expect(price.body).toEqual({ currency: 'usd', addresses: state().tokens.map((t) => t.address), projectId: DEFAULT_PROJECT_ID })
  }, 60_000)

  it('SWAP-05 SWAP-09 SWAP-11 swaps ETH to USDC with no approval: the quote is the pool’s, the devnet agrees, the kit goes back to Account', async () => {
    sandbox.api.requests.clear()
    const { c, wallet, address, events, service, state } = await connectedKit(6)
    await service.enter()
    service.selectToken('toToken', state().tokens.find((t) => t.symbol === 'USDC')!)
    service.setSourceTokenAmount('0.5')
    await service.quote()
    const expected = await poolQuote(pool().token1, parseEther('0.5'))
    expect(state().toTokenAmount).toBe(formatUnits(expected, 6))
    const quote = sandbox.api.requests.last('/v1/convert/quotes')!
    expect(quote.query).toMatchObject({
      amount: parseEther('0.5').toString(),
      userAddress: `eip155:1:${address}`,
      from: `eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
      to: `eip155:1:${usdc()}`,
    })
    expect(Number(quote.query.gasPrice)).toBeGreaterThan(0)

    await service.preparePreview()
    expect(state().approvalNeeded).toBe(false)
    expect(sandbox.api.requests.find('/v1/convert/allowance')).toHaveLength(0) // the native coin needs none
    expect(state().networkFee).toBeGreaterThan(0n)
    const build = sandbox.api.requests.last('/v1/convert/build-transaction')!
    expect(build.body).toEqual({
      amount: parseEther('0.5').toString(),
      eip155: { slippage: 1 },
      projectId: DEFAULT_PROJECT_ID,
      from: `eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
      to: `eip155:1:${usdc()}`,
      userAddress: `eip155:1:${address}`,
      disableEstimate: false,
    })

    const [usdcBefore, ethBefore] = await Promise.all([usdcOf(address), chain1.getBalance({ address })])
    const hash = (await service.swap()) as Hex
    expect(hashesSent(wallet)).toBe(1)
    expect(await usdcOf(address)).toBe(usdcBefore + expected)
    expect(await chain1.getBalance({ address })).toBe(ethBefore - parseEther('0.5') - (await gasPaid(hash)))
    expect(c.resolve(SNACKBAR).getState()).toMatchObject({ variant: 'success', message: `Swapped ETH to ${Number(formatUnits(expected, 6)).toLocaleString('en-US', { maximumFractionDigits: 3 })} USDC` })
    expect(c.resolve(ROUTER).getState().view).toBe('Account')
    expect(state()).toMatchObject({ sourceTokenAmount: '', toTokenAmount: '', transaction: undefined })
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['INITIATE_SWAP', 'SWAP_SUCCESS']))
  }, 60_000)

  it('SWAP-06 SWAP-08 swaps USDC to ETH: the allowance is short, so an approval to the token goes first, then the swap; the swap is a trade in the history', async () => {
    const { c, wallet, address, service, state } = await connectedKit(3)
    await service.enter({ fromToken: 'USDC', toToken: 'ETH', amount: '300' })
    expect(state().sourceToken?.symbol).toBe('USDC')
    expect(state().toToken?.symbol).toBe('ETH')
    expect(state().sourceTokenAmount).toBe('300')
    const expected = await poolQuote(usdc(), 300_000_000n)
    expect(state().toTokenAmount).toBe(formatUnits(expected, 18))

    sandbox.api.requests.clear()
    await service.preparePreview()
    expect(state().approvalNeeded).toBe(true)
    expect(sandbox.api.requests.last('/v1/convert/allowance')?.query).toEqual(
      expect.objectContaining({ tokenAddress: `eip155:1:${usdc()}`, userAddress: `eip155:1:${address}` }),
    )
    expect(sandbox.api.requests.last('/v1/convert/build-approve')?.query).toEqual(
      expect.objectContaining({ userAddress: `eip155:1:${address}`, from: `eip155:1:${usdc()}`, to: `eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE` }),
    )
    expect(state().transaction?.to.toLowerCase()).toBe(usdc().toLowerCase())

    await service.approve()
    expect(state().previewError).toBeUndefined()
    expect(await chain1.readContract({ address: usdc(), abi: erc20Abi, functionName: 'allowance', args: [address, pool().address] })).toBe(maxUint256)
    expect(state().approvalNeeded).toBe(false)
    expect(state().transaction?.to.toLowerCase()).toBe(pool().address.toLowerCase())

    const [usdcBefore, ethBefore] = await Promise.all([usdcOf(address), chain1.getBalance({ address })])
    const quoted = parseEther(state().toTokenAmount)
    const hash = (await service.swap()) as Hex
    expect(hashesSent(wallet)).toBe(2)
    expect(await usdcOf(address)).toBe(usdcBefore - 300_000_000n)
    const received = (await chain1.getBalance({ address })) - ethBefore + (await gasPaid(hash))
    // What arrived agrees with the quote within the 1% slippage (the pool did not move: exactly).
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(received).toBe(quoted)

    // The Activity tab's data: the swap is a trade row of the account's history (both legs).
    const history = await c.resolve(BLOCKCHAIN_API).get<{ data: { id: string; metadata: { operationType: string }; transfers: { direction: string; fungible_info: { symbol: string } }[] }[] }>(
      `/v1/account/${address}/history`,
      { params: { chainId: 'eip155:1' } },
    )
    const row = history.data.find((entry) => entry.id === hash)
    expect(row?.metadata.operationType).toBe('trade')
    expect(row?.transfers.map((t) => `${t.direction} ${t.fungible_info.symbol}`).sort()).toEqual(['in ETH', 'out USDC'])
  }, 60_000)

  it('a quote that moved past the slippage after the preview is not sent: the new preview shows, and Swap again sends that one (issue 29)', async () => {
    const { wallet, address, service, state } = await connectedKit(7)
    await service.enter({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    await service.preparePreview()
    const previewed = state().toTokenAmount
    const usdcBefore = await usdcOf(address)

    // Another trader sells 20 ETH into the 100 ETH pool between the preview and Swap.
    await movePoolPrice(sandbox.devnets.evm.chains[1], { sellNative: '20' })
    const sent = hashesSent(wallet)
    await expect(service.swap()).resolves.toBeUndefined()
    expect(hashesSent(wallet)).toBe(sent)
    expect(await usdcOf(address)).toBe(usdcBefore)
    const moved = formatUnits(await poolQuote(pool().token1, parseEther('1')), 6)
    expect(state()).toMatchObject({ previewNotice: SwapMessages.quoteMoved, previewError: undefined, toTokenAmount: moved, sending: undefined, sourceTokenAmount: '1' })
    expect(moved).not.toBe(previewed)

    // The visitor saw the new amount and presses again: that is what arrives.
    await service.swap()
    expect(await usdcOf(address)).toBe(usdcBefore + parseUnits(moved, 6))
  }, 60_000)

  for (const [field, patch] of [
    ['to', { to: 'eip155:1:0x000000000000000000000000000000000000dEaD' }],
    ['value', { value: String(parseEther('5')) }],
  ] as const) {
    it(`a swap the provider builds again with another ${field} than the preview’s is not sent (issue 29)`, async () => {
      const { wallet, service, state } = await connectedKit(9)
      await service.enter({ fromToken: 'ETH', toToken: 'USDC', amount: '0.1' })
      await service.preparePreview()
      const tx = state().transaction!
      // The re-check before sending gets a transaction that differs from the one previewed.
      sandbox.api.faults.set('/v1/convert/build-transaction', {
        status: 200,
        times: 1,
        body: { tx: Object.assign({ to: tx.to, data: tx.data, value: String(tx.value), amount: String(tx.amount) }, patch) },
      })
      const sent = hashesSent(wallet)
      await expect(service.swap()).resolves.toBeUndefined()
      expect(hashesSent(wallet)).toBe(sent)
      expect(state().previewNotice).toBe(SwapMessages.quoteMoved)
      expect(state().transaction).toMatchObject({ to: tx.to, value: tx.value })
    }, 60_000)
  }

  it('a swap the pool moves past its slippage while the wallet asks reverts on chain and the visitor is told so; the form stays', async () => {
    const { wallet, address, events, service, state, c } = await connectedKit(2)
    await service.enter({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    await service.preparePreview()
    expect(state().transaction).toBeDefined()
    const usdcBefore = await usdcOf(address)

    // The re-check passes; then, while the wallet's prompt is open, another trader sells 20 ETH.
    wallet.script({ delayMs: 2_000 })
    const swapping = service.swap()
    await expect.poll(() => hashesSent(wallet), { timeout: 30_000 }).toBe(1)
    await movePoolPrice(sandbox.devnets.evm.chains[1], { sellNative: '20' })
    await expect(swapping).rejects.toThrow(SwapMessages.reverted)
    wallet.script({ delayMs: 0 })

    expect(state().previewError).toBe(SwapMessages.reverted)
    // A fresh transaction at the moved price is ready for another try, and it goes through.
    const rebuilt = state().transaction
    expect(rebuilt).toBeDefined()
    expect(state().toTokenAmount).toBe(formatUnits(await poolQuote(pool().token1, parseEther('1')), 6))
    expect(c.resolve(SNACKBAR).getState()).toMatchObject({ variant: 'error', message: SwapMessages.failedSnack })
    expect(state()).toMatchObject({ sourceTokenAmount: '1', sending: undefined })
    expect(await usdcOf(address)).toBe(usdcBefore)
    expect(events.map((e) => e.event)).toContain('SWAP_ERROR')
    expect(c.resolve(ROUTER).getState().view).not.toBe('Account')

    const quoted = parseUnits(state().toTokenAmount, 6)
    await service.swap()
    expect(await usdcOf(address)).toBe(usdcBefore + quoted)
  }, 60_000)

  it('a rejected approval leaves the form as it was and approves nothing', async () => {
    const { wallet, address, service, state } = await connectedKit(4)
    await service.enter({ fromToken: 'USDC', toToken: 'ETH', amount: '10' })
    await service.preparePreview()
    expect(state().approvalNeeded).toBe(true)
    const before = { ...state() }

    wallet.script({ rejectSign: true })
    await service.approve()
    expect(state().previewError).toMatch(/reject/i)
    expect(state()).toMatchObject({
      approvalNeeded: true,
      sourceTokenAmount: before.sourceTokenAmount,
      toTokenAmount: before.toTokenAmount,
      sourceToken: before.sourceToken,
      toToken: before.toToken,
      transaction: before.transaction,
      sending: undefined,
    })
    expect(await chain1.readContract({ address: usdc(), abi: erc20Abi, functionName: 'allowance', args: [address, pool().address] })).toBe(0n)
  }, 60_000)

  it('shows the provider’s reason when there is no quote (an amount the pool cannot pay out: Insufficient liquidity)', async () => {
    const { service, state } = await connectedKit(8)
    await service.enter({ fromToken: 'ETH', toToken: 'USDC', amount: '0.000000000001' })
    expect(state()).toMatchObject({ quoteError: 'Insufficient liquidity', toTokenAmount: '', loadingQuote: false })
  }, 60_000)
})

describe('hostile provider answers (issue 29)', () => {
  it('a token list with decimals -1 or 5000000, a bad address or an overlong symbol keeps its valid tokens; the rest are dropped and logged, and quoting works', async () => {
    const listed = (await (await fetch(`${sandbox.urls.blockchainApi}/v1/convert/tokens?chainId=eip155:1&projectId=${DEFAULT_PROJECT_ID}`)).json()) as { tokens: Record<string, unknown>[] }
    const usdcEntry = listed.tokens.find((t) => t.symbol === 'USDC')!
    const hostile = [
      { ...usdcEntry, symbol: 'NEG', decimals: -1 },
      { ...usdcEntry, symbol: 'HUGE', decimals: 5_000_000 },
      { ...usdcEntry, symbol: 'BAD', address: 'eip155:1:0xnot-an-address' },
      { ...usdcEntry, symbol: 'S'.repeat(33) },
      // The address's shape is fine; one letter's case breaks its EIP-55 checksum (the eip155 plugin's token rule).
      { ...usdcEntry, symbol: 'CASE', address: flipOneLetter(String(usdcEntry.address)) },
    ]
    sandbox.api.faults.set('/v1/convert/tokens', { status: 200, times: 1, body: { tokens: [...hostile, ...listed.tokens] } })
    const warn = vi.spyOn(console, 'warn')
    try {
      const { service, state } = await connectedKit(5)
      await service.enter({ fromToken: 'ETH', toToken: 'USDC', amount: '0.01' })
      expect(state()).toMatchObject({ status: 'ready', loadError: undefined })
      expect(state().tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'WETH'])
      expect(state().toTokenAmount).not.toBe('')
      expect(warn.mock.calls.map((c) => c.join(' '))).toContainEqual(expect.stringContaining('swap: dropped 5 malformed token list entries'))
    } finally {
      warn.mockRestore()
    }
  }, 60_000)

  it('a built swap to an address that is no address, or with a value that is no number, is refused with a clear error, and nothing is sent', async () => {
    const { wallet, service, state } = await connectedKit(5)
    await service.enter({ fromToken: 'ETH', toToken: 'USDC', amount: '0.01' })
    for (const tx of [
      { to: 'eip155:1:0xnot-an-address', data: '0x', value: '0' },
      { to: 'eip155:1:0x000000000000000000000000000000000000dEaD', data: '0x', value: '-1' },
      { to: 'eip155:1:0x000000000000000000000000000000000000dEaD', data: 'not hex', value: '0' },
    ]) {
      sandbox.api.faults.set('/v1/convert/build-transaction', { status: 200, times: 1, body: { tx } })
      await service.preparePreview()
      expect(state()).toMatchObject({ previewError: INVALID_ANSWER, transaction: undefined })
    }
    expect(hashesSent(wallet)).toBe(0)
  }, 60_000)
})

describe('swap networks', () => {
  it('SWAP-13 SWAP-14 off the swap networks the convert calls raise the spec’s errors and nothing is asked', async () => {
    const { c } = await connectedKit(8)
    const api = createSwapApi({ api: c.resolve(BLOCKCHAIN_API), projectId: DEFAULT_PROJECT_ID })
    const sepolia = { ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111' as const, name: 'Sepolia' }
    sandbox.api.requests.clear()
    await expect(api.tokens(sepolia)).rejects.toThrow(/^Network not supported for Swaps$/)
    await expect(api.quote({ network: sepolia, amount: 1n, userAddress: '', from: '', to: '' })).rejects.toThrow(/^Network not supported for Swaps$/)
    await expect(api.gasPrice(sepolia)).rejects.toThrow(/^Network not supported for Gas Price$/)
    expect(sandbox.api.requests.find(/\/v1\/convert\//)).toHaveLength(0)
  }, 60_000)
})

/** A CAIP-10 address with the case of its first hex letter flipped: mixed case with a wrong EIP-55 checksum. */
function flipOneLetter(caip10: string): string {
  const at = caip10.lastIndexOf(':') + 3 + caip10.slice(caip10.lastIndexOf(':') + 3).search(/[a-fA-F]/)
  const c = caip10[at]!
  return caip10.slice(0, at) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + caip10.slice(at + 1)
}
