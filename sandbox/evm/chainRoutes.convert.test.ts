import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, http, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts'
import { constantProductPoolArtifact } from './contracts/artifacts'
import { drainPool } from './drainPool'
import { SWAP_DEADLINE_SECONDS } from './routes/convertBuildRoutes'
import { NATIVE_TOKEN_ADDRESS } from './routes/chainContext'
import { startChainSandbox, type ChainSandbox } from './testing/startChainSandbox'

let sandbox: ChainSandbox
const trader = DEVNET_ACCOUNTS[3]!
const NATIVE = `eip155:1:${NATIVE_TOKEN_ADDRESS}`

beforeAll(async () => {
  sandbox = await startChainSandbox()
})
afterAll(() => sandbox?.close())

const chain = () => sandbox.devnets.chains[1]
const caip = (address: string) => `eip155:1:${address}`
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
const balanceOf = (token: Address, owner: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Sends a built transaction the way the kit does: plain `to`, with the given gas and price. */
async function send(tx: { to: string; data: Hex; value: string; eip155: { gas: string | number; gasPrice: string } }) {
  const wallet = createWalletClient({ account: privateKeyToAccount(trader.privateKey), transport: http(chain().rpcUrl) })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: tx.to.split(':')[2] as Address,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  })
  return client().waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

describe('chain routes: convert', () => {
  it('SBX-19 convert/tokens lists the swappable tokens for the chainId as CAIP-10 with decimals and logos', async () => {
    const { status, body } = await sandbox.getJson('/v1/convert/tokens', { chainId: 'eip155:1', projectId: 'p' })
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: expect.stringMatching(/^data:image/), eip2612: false },
      { name: 'USD Coin', symbol: 'USDC', address: caip(chain().tokens.USDC.address), decimals: 6, logoUri: expect.any(String), eip2612: false },
      { name: 'Wrapped Ether', symbol: 'WETH', address: caip(chain().tokens.WRAPPED_NATIVE.address), decimals: 18, logoUri: expect.any(String), eip2612: false },
    ])
    expect((await sandbox.getJson('/v1/convert/tokens', { chainId: 'eip155:10' })).body).toEqual({ tokens: [] })
  })

  it('SBX-19 convert/quotes prices from the pool reserves, convert/allowance and convert/gas-price read the devnet', async () => {
    const { tokens, pool } = chain()
    const amount = parseUnits('300', 6)
    const quote = await sandbox.getJson('/v1/convert/quotes', {
      amount: amount.toString(), userAddress: trader.address, from: caip(tokens.USDC.address), to: caip(tokens.WRAPPED_NATIVE.address), gasPrice: '1000000000',
    })
    const onChain = await client().readContract({ address: pool.address, abi: constantProductPoolArtifact.abi, functionName: 'getAmountOut', args: [tokens.USDC.address, amount] })
    expect(quote.body).toEqual({ quotes: [{ fromAmount: amount.toString(), fromAccount: trader.address, toAmount: onChain.toString(), toAccount: trader.address }] })
    // 300 USDC at ~3000 USDC per WETH, less the 0.3% fee and price impact.
    expect(Number(onChain) / 1e18).toBeGreaterThan(0.098)
    expect(Number(onChain) / 1e18).toBeLessThan(0.1)

    const allowance = await sandbox.getJson('/v1/convert/allowance', { tokenAddress: caip(tokens.USDC.address), userAddress: caip(trader.address) })
    expect(allowance.body).toEqual({ allowance: '0' })

    const gas = await sandbox.getJson('/v1/convert/gas-price', { chainId: 'eip155:1' })
    const price = await client().getGasPrice()
    expect(gas.body).toEqual({ standard: price.toString(), fast: ((price * 12n) / 10n).toString(), instant: ((price * 15n) / 10n).toString() })

    const unsupported = await sandbox.getJson('/v1/convert/quotes', { amount: '1', userAddress: trader.address, from: caip(tokens.USDT.address), to: caip(tokens.USDC.address) })
    expect(unsupported.status).toBe(400)
    expect(unsupported.body.reasons[0].description).toBe('No liquidity for this token pair')
  })

  it('SBX-20 build-approve then build-transaction execute on the devnet and move the quoted amounts', async () => {
    const { tokens } = chain()
    const from = caip(tokens.USDC.address)
    const to = caip(tokens.WRAPPED_NATIVE.address)
    const approve = await sandbox.getJson('/v1/convert/build-approve', { userAddress: caip(trader.address), from, to })
    expect(approve.body.tx).toMatchObject({ from: caip(trader.address), to: from, value: '0', eip155: { gas: expect.any(Number), gasPrice: expect.stringMatching(/^\d+$/) } })
    expect((await send(approve.body.tx)).status).toBe('success')
    const allowance = await sandbox.getJson('/v1/convert/allowance', { tokenAddress: from, userAddress: caip(trader.address) })
    expect(allowance.body.allowance).toBe(maxUint256.toString())

    const amount = parseUnits('150', 6).toString()
    const quote = await sandbox.getJson('/v1/convert/quotes', { amount, userAddress: trader.address, from, to, gasPrice: '0' })
    const built = await sandbox.postJson('/v1/convert/build-transaction', {
      amount, eip155: { slippage: '1' }, projectId: 'p', from, to, userAddress: caip(trader.address), disableEstimate: false,
    })
    expect(built.status).toBe(200)
    expect(built.body.tx).toMatchObject({ from: caip(trader.address), to: caip(chain().pool.address), value: '0', amount: quote.body.quotes[0].toAmount })
    const [usdcBefore, wethBefore] = await Promise.all([balanceOf(tokens.USDC.address, trader.address), balanceOf(tokens.WRAPPED_NATIVE.address, trader.address)])
    expect((await send(built.body.tx)).status).toBe('success')
    const [usdcAfter, wethAfter] = await Promise.all([balanceOf(tokens.USDC.address, trader.address), balanceOf(tokens.WRAPPED_NATIVE.address, trader.address)])
    expect(usdcBefore - usdcAfter).toBe(BigInt(amount))
    expect(wethAfter - wethBefore).toBe(BigInt(quote.body.quotes[0].toAmount))
  })

  it('SBX-20 a swap from the native coin needs no approval and carries the amount as value', async () => {
    const { tokens } = chain()
    const amount = parseEther('0.5').toString()
    const quote = await sandbox.getJson('/v1/convert/quotes', { amount, userAddress: trader.address, from: NATIVE, to: caip(tokens.USDC.address), gasPrice: '0' })
    const built = await sandbox.postJson('/v1/convert/build-transaction', {
      amount, eip155: { slippage: '1' }, projectId: 'p', from: NATIVE, to: caip(tokens.USDC.address), userAddress: caip(trader.address), disableEstimate: true,
    })
    expect(built.body.tx.value).toBe(amount)
    const usdcBefore = await balanceOf(tokens.USDC.address, trader.address)
    expect((await send(built.body.tx)).status).toBe('success')
    expect((await balanceOf(tokens.USDC.address, trader.address)) - usdcBefore).toBe(BigInt(quote.body.quotes[0].toAmount))
  })

  it('SBX-20 a swap to the native coin pays it out, and the history shows it as a trade', async () => {
    const { tokens } = chain()
    const from = caip(tokens.USDC.address)
    const amount = parseUnits('600', 6).toString()
    const quote = await sandbox.getJson('/v1/convert/quotes', { amount, userAddress: trader.address, from, to: NATIVE, gasPrice: '0' })
    const built = await sandbox.postJson('/v1/convert/build-transaction', {
      amount, eip155: { slippage: '1' }, projectId: 'p', from, to: NATIVE, userAddress: caip(trader.address), disableEstimate: false,
    })
    const nativeBefore = await client().getBalance({ address: trader.address })
    const receipt = await send(built.body.tx)
    expect(receipt.status).toBe('success')
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client().getBalance({ address: trader.address })) - nativeBefore + fee).toBe(BigInt(quote.body.quotes[0].toAmount))

    const history = await sandbox.getJson(`/v1/account/${trader.address}/history`, { chainId: 'eip155:1' })
    expect(history.body.data[0]).toMatchObject({
      id: receipt.transactionHash,
      metadata: { operationType: 'trade' },
      transfers: expect.arrayContaining([
        expect.objectContaining({ direction: 'in', fungible_info: expect.objectContaining({ symbol: 'ETH' }) }),
        expect.objectContaining({ direction: 'out', quantity: { numeric: '600' }, fungible_info: expect.objectContaining({ symbol: 'USDC' }) }),
      ]),
    })
  })

  it('SBX-20 the slippage bound makes a stale swap revert instead of paying out less', async () => {
    const { tokens } = chain()
    const from = caip(tokens.USDC.address)
    const to = caip(tokens.WRAPPED_NATIVE.address)
    const built = await sandbox.postJson('/v1/convert/build-transaction', {
      amount: parseUnits('1000', 6).toString(), eip155: { slippage: '1' }, projectId: 'p', from, to, userAddress: caip(trader.address), disableEstimate: true,
    })
    // A bigger buy of the same side lands first and moves the price by about 3%.
    const whale = await sandbox.postJson('/v1/convert/build-transaction', {
      amount: parseUnits('5000', 6).toString(), eip155: { slippage: '1' }, projectId: 'p', from, to, userAddress: caip(trader.address), disableEstimate: true,
    })
    expect((await send(whale.body.tx)).status).toBe('success')
    const usdcBefore = await balanceOf(tokens.USDC.address, trader.address)
    expect((await send(built.body.tx)).status).toBe('reverted')
    expect(await balanceOf(tokens.USDC.address, trader.address)).toBe(usdcBefore)
  })

  it('SBX-20 a built swap carries a deadline 20 minutes from now; mined later, it reverts', async () => {
    const { tokens, provider } = chain()
    const built = await sandbox.postJson('/v1/convert/build-transaction', {
      amount: parseEther('0.1').toString(), eip155: { slippage: '1' }, projectId: 'p', from: NATIVE, to: caip(tokens.USDC.address), userAddress: caip(trader.address), disableEstimate: true,
    })
    const latest = (await client().getBlock()).timestamp
    const now = BigInt(Math.floor(Date.now() / 1000))
    const { args } = decodeFunctionData({ abi: constantProductPoolArtifact.abi, data: built.body.tx.data })
    const deadline = args?.at(-1) as bigint
    expect(deadline - (latest > now ? latest : now)).toBeGreaterThanOrEqual(SWAP_DEADLINE_SECONDS - 2n)
    expect(deadline - (latest > now ? latest : now)).toBeLessThanOrEqual(SWAP_DEADLINE_SECONDS)
    // The wallet sat on it for half an hour.
    await provider.request({ method: 'evm_increaseTime', params: [30 * 60] })
    expect((await send(built.body.tx)).status).toBe('reverted')
  })
})

describe('chain routes: convert with an empty pool', () => {
  it('SBX-19 quotes and swaps answer FAILED "Insufficient liquidity" once the pool is drained', async () => {
    // Chain 137's pool, so chain 1's above stays as it was.
    const polygon = sandbox.devnets.chains[137]
    await drainPool(polygon)
    const query = { amount: parseEther('1').toString(), userAddress: trader.address, from: 'eip155:137:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', to: `eip155:137:${polygon.tokens.USDC.address}`, gasPrice: '0' }
    const failed = { status: 'FAILED', reasons: [{ field: 'amount', description: 'Insufficient liquidity' }] }
    expect(await sandbox.getJson('/v1/convert/quotes', query)).toEqual({ status: 400, body: failed })
    const built = await sandbox.postJson('/v1/convert/build-transaction', { ...query, eip155: { slippage: 1 }, projectId: 'p', userAddress: `eip155:137:${trader.address}` })
    expect(built).toEqual({ status: 400, body: failed })
  })
})
