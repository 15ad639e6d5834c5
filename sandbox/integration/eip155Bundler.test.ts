// ERC-5792 call status through the sandbox's bundler stand-in (POST /v1/bundler), a real devnet
// transaction standing in for the bundle, and the EIP-1193 test wallet as the last resort.
import { keccak256, toHex, type Hash } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter, fetchUserOperationReceipt, getCallsStatus, type Eip155Adapter } from '../../chains/eip155'
import { loadService, type CaipNetwork } from '../../kernel'
import { DEFAULT_PROJECT_ID, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let userOpHash: Hash
let transactionHash: Hash
const adapters: Eip155Adapter[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  mainnet = sandbox.networks[0]
  const [from, to] = [sandbox.accounts.evm[2]!.address, sandbox.accounts.evm[3]!.address]
  transactionHash = await sandbox.devnets.evm.chains[1].transfer({ from, to, token: 'native', amount: '0.01' })
  userOpHash = keccak256(toHex('airlock user operation 1'))
  sandbox.chainRoutes!.userOperations.register({ userOpHash, chainId: 'eip155:1', sender: from, transactionHash })
})
afterEach(() => {
  sandbox.api.faults.clear()
  sandbox.api.requests.clear()
  for (const adapter of adapters.splice(0)) adapter.destroy()
})
afterAll(() => sandbox?.close())

const bundlerRequests = () => sandbox.api.requests.find('/v1/bundler')
const customBundlerUrl = () => `${sandbox.urls.api}/v1/bundler?chainId=eip155%3A1&bundler=custom-bundler`
const base = () => ({ id: userOpHash, caipNetworkId: 'eip155:1' as const, projectId: DEFAULT_PROJECT_ID, blockchainApi: sandbox.urls.blockchainApi })
const testWallet = () => createEip1193TestWallet({ privateKey: sandbox.accounts.evm[2]!.privateKey, rpcUrls: sandbox.urls.evm })

describe('call status and the bundler', () => {
  it('BNDL-01 fetches the user-operation receipt by POST JSON-RPC eth_getUserOperationReceipt', async () => {
    const receipt = (await getCallsStatus({ ...base(), bundlerName: 'pimlico' })) as { userOpHash: Hash; success: boolean; receipt: { transactionHash: Hash } }
    expect(receipt).toMatchObject({ userOpHash, success: true, receipt: { transactionHash } })
    const [request] = bundlerRequests()
    expect(request).toMatchObject({ method: 'POST', body: { jsonrpc: '2.0', method: 'eth_getUserOperationReceipt', params: [userOpHash] } })
  })

  it('BNDL-02 builds the bundler URL from the project id, the chain id and the bundler name', async () => {
    await getCallsStatus({ ...base(), bundlerName: 'pimlico' })
    expect(bundlerRequests()[0]!.query).toEqual({ projectId: DEFAULT_PROJECT_ID, chainId: 'eip155:1', bundler: 'pimlico' })
  })

  it('BNDL-03 asks the bundler URL first, then the custom bundler URL, then the wallet', async () => {
    // The named bundler fails once: the custom one answers.
    sandbox.api.faults.set('/v1/bundler', { status: 503, times: 1 })
    const steps: string[] = []
    const receipt = await getCallsStatus({ ...base(), bundlerName: 'pimlico', bundlerUrl: customBundlerUrl(), onFallback: (step) => steps.push(step) })
    expect(receipt).toMatchObject({ userOpHash })
    expect(steps).toEqual(['bundler'])
    expect(bundlerRequests().map((r) => r.query.bundler)).toEqual(['pimlico', 'custom-bundler'])

    // Both fail: the wallet is asked last. The test wallet has no ERC-5792 support, so this
    // wrapper gives it an answer for that one method (a wallet that approved it).
    sandbox.api.requests.clear()
    sandbox.api.faults.set('/v1/bundler', { status: 503, times: 2 })
    const inner = testWallet()
    const asked: string[] = []
    const wallet = {
      request: async (args: { method: string; params?: unknown }) => {
        asked.push(`${args.method}@${bundlerRequests().length}`)
        return args.method === 'wallet_getCallsStatus' ? { status: 200, receipts: [] } : inner.request(args as never)
      },
    }
    expect(await getCallsStatus({ ...base(), bundlerName: 'pimlico', bundlerUrl: customBundlerUrl(), wallet })).toEqual({ status: 200, receipts: [] })
    expect(asked).toEqual(['wallet_getCallsStatus@2'])
  })

  it('BNDL-04 falling to a wallet that has not approved the method raises "Fetching call status not approved by the wallet."', async () => {
    sandbox.api.faults.set('/v1/bundler', { status: 503 })
    const message = /^Fetching call status not approved by the wallet\.$/
    // The injected test wallet does not offer wallet_getCallsStatus.
    await expect(getCallsStatus({ ...base(), bundlerName: 'pimlico', bundlerUrl: customBundlerUrl(), wallet: testWallet() })).rejects.toThrowError(message)
    // A session whose approved methods lack it: the wallet is not even asked.
    const asked: string[] = []
    const wallet = { request: async (args: { method: string }) => void asked.push(args.method) }
    await expect(getCallsStatus({ ...base(), bundlerName: 'pimlico', wallet, walletMethods: ['personal_sign'] })).rejects.toThrowError(message)
    expect(asked).toEqual([])
  })

  it('BNDL-05 a non-OK receipt response raises "Failed to fetch user operation receipt - {status}"', async () => {
    sandbox.api.faults.set('/v1/bundler', { status: 502 })
    await expect(fetchUserOperationReceipt(customBundlerUrl(), userOpHash)).rejects.toThrowError(/^Failed to fetch user operation receipt - 502$/)
    const reasons: unknown[] = []
    await getCallsStatus({ ...base(), bundlerName: 'pimlico', wallet: testWallet(), onFallback: (_, error) => reasons.push(error) }).catch(() => {})
    expect(reasons).toEqual([expect.objectContaining({ message: 'Failed to fetch user operation receipt - 502' })])
  })

  it('answers wallet_getCallsStatus on the provider the adapter hands out through the same order', async () => {
    const wallet = testWallet()
    const adapter = eip155Adapter({
      connectors: [{ id: 'w', name: 'W', provider: wallet }],
      projectId: DEFAULT_PROJECT_ID,
      blockchainApi: sandbox.urls.blockchainApi,
      bundlerName: 'pimlico',
    })
    adapters.push(adapter)
    // Discovery starts with the adapter's loaded code, as the kit's startup loads it.
    await loadService(adapter)
    await adapter.connect({ connector: adapter.getConnectors()[0]!, network: mainnet })
    const viaProvider = await adapter.getProvider()!.request({ method: 'wallet_getCallsStatus', params: [userOpHash] })
    expect(viaProvider).toMatchObject({ userOpHash, receipt: { transactionHash } })
    expect(await adapter.getCallsStatus({ id: userOpHash, network: mainnet })).toEqual(viaProvider)
    expect(bundlerRequests().map((r) => r.query.chainId)).toEqual(['eip155:1', 'eip155:1'])
    // Everything else still goes to the wallet.
    expect(await adapter.getProvider()!.request({ method: 'eth_chainId' })).toBe('0x1')
  })
})
