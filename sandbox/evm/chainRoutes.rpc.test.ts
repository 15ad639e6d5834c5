import { createPublicClient, createWalletClient, http, parseEther, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts'
import { ENTRY_POINT_V07 } from './routes/bundlerRoute'
import { startChainSandbox, type ChainSandbox } from './testing/startChainSandbox'

let sandbox: ChainSandbox
const gateway = (chainId: string, path = '/v1/') => `${sandbox.api.url}${path}?chainId=${chainId}&projectId=test-project`

beforeAll(async () => {
  sandbox = await startChainSandbox()
})
afterAll(() => sandbox?.close())

describe('chain routes: RPC gateway and bundler', () => {
  it('SBX-29 the gateway answers JSON-RPC for the chain its chainId names and accepts projectId', async () => {
    for (const id of [1, 137] as const) {
      const client = createPublicClient({ transport: http(gateway(`eip155:${id}`)) })
      expect(await client.getChainId()).toBe(id)
      expect(await client.getBlockNumber()).toBeGreaterThan(10n)
    }
    const last = sandbox.api.requests.last('/v1/')
    expect(last?.query).toMatchObject({ chainId: 'eip155:137', projectId: 'test-project' })
    // Without the trailing slash, and batched, as viem's batch option sends.
    const batched = createPublicClient({ transport: http(gateway('eip155:1', '/v1'), { batch: true }) })
    const [chainId, balance] = await Promise.all([batched.getChainId(), batched.getBalance({ address: DEVNET_ACCOUNTS[6]!.address })])
    expect(chainId).toBe(1)
    expect(balance).toBe(parseEther('1000'))
  })

  it('SBX-29 a signed transaction sent through the gateway is mined on that devnet', async () => {
    const account = privateKeyToAccount(DEVNET_ACCOUNTS[7]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(gateway('eip155:137')) })
    const to = DEVNET_ACCOUNTS[8]!.address
    const direct = createPublicClient({ transport: http(sandbox.devnets.chains[137].rpcUrl) })
    const before = await direct.getBalance({ address: to })
    const hash = await wallet.sendTransaction({ chain: null, to, value: parseEther('0.25') })
    expect((await direct.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success')
    expect((await direct.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
  })

  it('SBX-29 an unknown chainId gets a JSON-RPC error', async () => {
    const { status, body } = await sandbox.postJson('/v1/', { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }, { chainId: 'eip155:10', projectId: 'p' })
    expect(status).toBe(200)
    expect(body).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32602, message: 'Unsupported chainId: eip155:10' } })
    const client = createPublicClient({ transport: http(gateway('eip155:999')) })
    await expect(client.getChainId()).rejects.toThrow(/Unsupported chainId: eip155:999/)
  })

  it('SBX-32 the bundler answers eth_getUserOperationReceipt for a registered user operation, null otherwise', async () => {
    const chain = sandbox.devnets.chains[1]
    const sender = DEVNET_ACCOUNTS[1]!.address
    const transactionHash = await chain.transfer({ from: sender, to: DEVNET_ACCOUNTS[2]!.address, token: 'USDC', amount: '1' })
    const userOpHash: Hash = `0x${'ab'.repeat(32)}`
    sandbox.chainRoutes.userOperations.register({ userOpHash, chainId: 'eip155:1', sender, transactionHash })

    const bundler = createPublicClient({ transport: http(`${sandbox.api.url}/v1/bundler?chainId=eip155:1&projectId=p&bundler=pimlico`) })
    const receipt = (await bundler.request({ method: 'eth_getUserOperationReceipt', params: [userOpHash] } as never)) as Record<string, any>
    expect(receipt).toMatchObject({
      userOpHash,
      entryPoint: ENTRY_POINT_V07,
      sender,
      success: true,
      actualGasUsed: expect.stringMatching(/^0x[0-9a-f]+$/),
      receipt: { transactionHash, status: '0x1' },
    })
    expect(receipt.logs.length).toBeGreaterThan(0)
    expect(await bundler.request({ method: 'eth_getUserOperationReceipt', params: [`0x${'cd'.repeat(32)}`] } as never)).toBeNull()
    // The same hash on the other chain is unknown there.
    const polygonBundler = createPublicClient({ transport: http(`${sandbox.api.url}/v1/bundler?chainId=eip155:137&projectId=p&bundler=pimlico`) })
    expect(await polygonBundler.request({ method: 'eth_getUserOperationReceipt', params: [userOpHash] } as never)).toBeNull()
    expect(sandbox.api.requests.last('/v1/bundler')?.query).toMatchObject({ chainId: 'eip155:137', projectId: 'p', bundler: 'pimlico' })
  })
})
