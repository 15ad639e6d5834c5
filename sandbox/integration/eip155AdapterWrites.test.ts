// The eip155 chain plugin's write side against the sandbox: real EVM devnets (chains 1 and 137,
// with their USDC contracts) and the EIP-1193 test wallet, which signs with a devnet key.
// What the adapter sends is read back from the chain with viem. Nothing here is mocked.
import {
  createClient,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem'
import { getCallsStatus as viemGetCallsStatus } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter, type Eip155Adapter } from '../../chains/eip155'
import { loadService, type CaipNetwork } from '../../kernel'
import { createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'
import { recordRequests } from './testing/recordRequests'

let sandbox: Sandbox<'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
let chain1: ReturnType<typeof createPublicClient>
let chain137: ReturnType<typeof createPublicClient>
const adapters: Eip155Adapter[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
  chain1 = createPublicClient({ transport: http(sandbox.urls.evm[1]) })
  chain137 = createPublicClient({ transport: http(sandbox.urls.evm[137]) })
})
afterEach(() => adapters.splice(0).forEach((adapter) => adapter.destroy()))
afterAll(() => sandbox?.close())

/** Devnet account `index` connected on chain 1 through the recorded test wallet. */
async function connected(index: number, behaviour: { sendCalls?: boolean } = {}) {
  const key = sandbox.accounts.evm[index]!
  const wallet = recordRequests(createEip1193TestWallet({ privateKey: key.privateKey, rpcUrls: sandbox.urls.evm, chainId: 1, behaviour }))
  const adapter = eip155Adapter({ connectors: [{ id: 'airlock-test', name: 'Airlock Test Wallet', provider: wallet }], networks: [mainnet, polygon] })
  adapters.push(adapter)
  // Discovery starts with the adapter's loaded code, as the kit's startup loads it.
  await loadService(adapter)
  const connector = adapter.getConnectors().find((c) => c.id === 'airlock-test')!
  await adapter.connect({ connector, network: mainnet })
  return { adapter, wallet, address: key.address as Address }
}

const usdcOn = (chainId: 1 | 137) => sandbox.devnets.evm.chains[chainId].tokens.USDC.address
const usdcBalance = (client: typeof chain1, chainId: 1 | 137, owner: Address) =>
  client.readContract({ address: usdcOn(chainId), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const methods = (wallet: { calls: { method: string }[] }) => wallet.calls.map((c) => c.method)

describe('eip155Adapter writes on the devnets', () => {
  it('writeContract encodes an ERC-20 transfer, moves the wallet to chain 137 and the token balances move there', async () => {
    const { adapter, wallet, address } = await connected(1)
    const to = sandbox.accounts.evm[7]!.address as Address
    const [fromBefore, toBefore] = await Promise.all([usdcBalance(chain137, 137, address), usdcBalance(chain137, 137, to)])

    const hash = await adapter.writeContract({ from: address, address: usdcOn(137), abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('12.5', 6)], network: polygon })

    expect(wallet.chainId).toBe(137)
    expect((await chain137.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    expect((await usdcBalance(chain137, 137, to)) - toBefore).toBe(12_500_000n)
    expect(fromBefore - (await usdcBalance(chain137, 137, address))).toBe(12_500_000n)
    const tx = wallet.calls.find((c) => c.method === 'eth_sendTransaction')!.params as [{ to: string; data: string; value: string }]
    expect(tx[0]).toMatchObject({ to: usdcOn(137), value: '0x0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 12_500_000n] }) })
  })

  it('writeContract with a function the ABI lacks fails before the wallet is asked', async () => {
    const { adapter, wallet, address } = await connected(1)
    await expect(adapter.writeContract({ from: address, address: usdcOn(1), abi: erc20Abi, functionName: 'mintForFree', args: [], network: mainnet })).rejects.toThrowError(/mintForFree/)
    expect(methods(wallet)).not.toContain('eth_sendTransaction')
  })

  it('sendTransaction sends value with calldata as given; sendTransfer still sends the native coin', async () => {
    const { adapter, address } = await connected(2)
    const to = sandbox.accounts.evm[8]!.address as Address
    const before = await chain1.getBalance({ address: to })
    const hash = await adapter.sendTransaction({ from: address, to, value: parseEther('0.3'), data: '0xc0ffee', network: mainnet })
    const tx = await chain1.getTransaction({ hash: hash as Hex })
    expect(tx.input).toBe('0xc0ffee')
    expect((await chain1.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    const transfer = await adapter.sendTransfer({ from: address, to, value: parseEther('0.2'), network: mainnet })
    expect((await chain1.waitForTransactionReceipt({ hash: transfer as Hex })).status).toBe('success')
    expect((await chain1.getBalance({ address: to })) - before).toBe(parseEther('0.5'))
  })

  it('waitForTransaction tells a transaction that worked from one that reverted on chain', async () => {
    const { adapter, address } = await connected(2)
    const to = sandbox.accounts.evm[8]!.address as Address
    const ok = await adapter.sendTransaction({ from: address, to, value: parseEther('0.01'), network: mainnet })
    expect(await adapter.waitForTransaction({ hash: ok, network: mainnet })).toEqual({ status: 'success' })
    // More USDC than the account holds, with a gas limit so the wallet sends it without estimating: it lands and reverts.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('1000000000', 6)] })
    const failing = await adapter.sendTransaction({ from: address, to: usdcOn(1), data, gas: 100_000n, network: mainnet })
    expect(await adapter.waitForTransaction({ hash: failing, network: mainnet })).toEqual({ status: 'reverted' })
    expect((await chain1.getTransactionReceipt({ hash: failing as Hex })).status).toBe('reverted')
  })

  it('sendCalls falls back to one eth_sendTransaction per call when the wallet lacks wallet_sendCalls', async () => {
    const { adapter, wallet, address } = await connected(3)
    const to = sandbox.accounts.evm[6]!.address as Address
    const [ethBefore, usdcBefore] = await Promise.all([chain1.getBalance({ address: to }), usdcBalance(chain1, 1, to)])
    const calls = [
      { to, value: parseEther('0.01') },
      { to: usdcOn(1), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 4_000_000n] }) },
    ]

    const result = await adapter.sendCalls({ from: address, calls, network: mainnet })

    expect(result.via).toBe('sequential')
    expect(methods(wallet).filter((m) => m === 'wallet_sendCalls' || m === 'eth_sendTransaction')).toEqual(['wallet_sendCalls', 'eth_sendTransaction', 'eth_sendTransaction'])
    expect(result.transactionHashes).toHaveLength(2)
    for (const hash of result.transactionHashes) expect((await chain1.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    expect((await chain1.getBalance({ address: to })) - ethBefore).toBe(parseEther('0.01'))
    expect((await usdcBalance(chain1, 1, to)) - usdcBefore).toBe(4_000_000n)
    // The id is viem's fallback id: viem's own getCallsStatus reads it back from the chain.
    const status = await viemGetCallsStatus(createClient({ transport: http(sandbox.urls.evm[1]) }), { id: result.id })
    expect(status).toMatchObject({ status: 'success', statusCode: 200, chainId: 1, atomic: false })
    expect(status.receipts?.map((r) => r.transactionHash)).toEqual(result.transactionHashes)
  })

  it('sendCalls without wallet_sendCalls refuses an atomic batch and sends nothing', async () => {
    const { adapter, wallet, address } = await connected(3)
    const to = sandbox.accounts.evm[6]!.address as Address
    const calls = [{ to, value: 1n }, { to, value: 2n }]
    await expect(adapter.sendCalls({ from: address, calls, network: mainnet, forceAtomic: true })).rejects.toThrowError(/^The wallet cannot send these calls atomically$/)
    await expect(adapter.sendCalls({ from: address, calls, network: mainnet, capabilities: { paymasterService: { url: 'http://127.0.0.1:9' } } })).rejects.toThrowError(
      /^The wallet does not support the capabilities these calls require$/,
    )
    expect(methods(wallet)).not.toContain('eth_sendTransaction')
  })

  it('sendCalls goes through wallet_sendCalls when the wallet has it; its status comes from the wallet', async () => {
    const { adapter, wallet, address } = await connected(4, { sendCalls: true })
    const to = sandbox.accounts.evm[5]!.address as Address
    const before = await chain1.getBalance({ address: to })

    const result = await adapter.sendCalls({ from: address, calls: [{ to, value: 5n }, { to, value: 7n }], network: mainnet })

    expect(result).toMatchObject({ via: 'wallet_sendCalls', transactionHashes: [] })
    expect(methods(wallet)).not.toContain('eth_sendTransaction')
    const sent = wallet.calls.find((c) => c.method === 'wallet_sendCalls')!.params as [Record<string, unknown>]
    expect(sent[0]).toMatchObject({ version: '2.0.0', chainId: '0x1', from: address, atomicRequired: false, calls: [{ to, value: '0x5' }, { to, value: '0x7' }] })
    expect(await adapter.getCallsStatus({ id: result.id, network: mainnet })).toMatchObject({ id: result.id, status: 200 })
    expect((await chain1.getBalance({ address: to })) - before).toBe(12n)
  })

  it('signTypedData signs EIP-712 with eth_signTypedData_v4; viem verifies the signature', async () => {
    const { adapter, wallet, address } = await connected(5)
    const typedData = {
      domain: { name: 'Airlock Permit', version: '1', chainId: 1, verifyingContract: usdcOn(1) },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: address, spender: sandbox.accounts.evm[6]!.address, value: 10n ** 30n, nonce: 0n },
    } as const

    const signature = await adapter.signTypedData({ address, typedData })

    expect(await verifyTypedData({ address, signature: signature as Hex, ...typedData })).toBe(true)
    const [signer, json] = wallet.calls.find((c) => c.method === 'eth_signTypedData_v4')!.params as [string, string]
    expect(signer).toBe(address)
    // Wallets need the domain type spelled out and big numbers as decimal strings.
    expect(JSON.parse(json)).toMatchObject({ types: { EIP712Domain: expect.arrayContaining([{ name: 'verifyingContract', type: 'address' }]) }, message: { value: '1000000000000000000000000000000' } })
  })

  it('signTypedData rejects data that does not match its types before the wallet is asked', async () => {
    const { adapter, wallet, address } = await connected(5)
    const typedData = { types: { Mail: [{ name: 'to', type: 'address' }] }, primaryType: 'Mail', message: { to: 'not-an-address' } }
    await expect(adapter.signTypedData({ address, typedData })).rejects.toThrowError(/not-an-address/)
    expect(methods(wallet)).not.toContain('eth_signTypedData_v4')
  })

  it("estimateFee is gas times the devnet's gas price: 21,000 gas for a transfer, more for a token call", async () => {
    // Account 1 holds USDC on chain 137 (a transfer from an empty account would revert in estimation).
    const { adapter, address } = await connected(1)
    const gasPrice = await chain137.getGasPrice()
    const to = sandbox.accounts.evm[2]!.address
    const transfer = await adapter.estimateFee({ from: address, to, value: parseEther('1'), network: polygon })
    expect(transfer).toBe(21_000n * gasPrice)
    expect(transfer).toBeGreaterThan(0n)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, 1n] })
    const tokenCall = await adapter.estimateFee({ from: address, to: usdcOn(137), data, network: polygon })
    expect(tokenCall).toBe((await chain137.estimateGas({ account: address, to: usdcOn(137), data })) * gasPrice)
    expect(tokenCall).toBeGreaterThan(transfer)
  })

  it('estimateFee needs no connected wallet: it asks the network', async () => {
    const adapter = eip155Adapter({ networks: [mainnet, polygon] })
    adapters.push(adapter)
    const fee = await adapter.estimateFee({ from: sandbox.accounts.evm[0]!.address, network: mainnet })
    expect(fee).toBe(21_000n * (await chain1.getGasPrice()))
  })

  it('getCapabilities is {} for a wallet without EIP-5792, the chain’s capabilities for one with it', async () => {
    const plain = await connected(7)
    expect(await plain.adapter.getCapabilities({ address: plain.address, network: mainnet })).toEqual({})
    const batching = await connected(8, { sendCalls: true })
    expect(await batching.adapter.getCapabilities({ address: batching.address, network: polygon })).toEqual({ '0x89': { atomic: { status: 'unsupported' } } })
    expect(Object.keys(await batching.adapter.getCapabilities({ address: batching.address }))).toEqual(['0x1', '0x89'])
    const asked = batching.wallet.calls.find((c) => c.method === 'wallet_getCapabilities')!.params
    expect(asked).toEqual([batching.address, ['0x89']])
  })
})
