// Against the sandbox EVM devnets (chains 1 and 137), as the kit will use the wallet.
import { createPublicClient, createWalletClient, custom, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../../evm/accounts'
import { startEvmDevnets } from '../../evm/startEvmDevnets'
import type { EvmDevnets } from '../../evm/types'
import { createEip1193TestWallet } from './createEip1193TestWallet'
import type { Eip1193TestWalletOptions } from './types'

const [alice, bob, carol] = DEVNET_ACCOUNTS as [(typeof DEVNET_ACCOUNTS)[0], (typeof DEVNET_ACCOUNTS)[0], (typeof DEVNET_ACCOUNTS)[0]]
let devnets: EvmDevnets
let rpcUrls: Record<number, string>

beforeAll(async () => {
  devnets = await startEvmDevnets()
  rpcUrls = { 1: devnets.chains[1].rpcUrl, 137: devnets.chains[137].rpcUrl }
})
afterAll(() => devnets?.close())

function wallet(extra: Partial<Eip1193TestWalletOptions> = {}) {
  return createEip1193TestWallet({ privateKey: alice.privateKey, rpcUrls, ...extra })
}

async function connected(extra: Partial<Eip1193TestWalletOptions> = {}) {
  const w = wallet(extra)
  await w.request({ method: 'eth_requestAccounts' })
  return w
}

const switchTo = (chainId: number) => ({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(chainId) }] })
const addChain = (chainId: number) => ({
  method: 'wallet_addEthereumChain',
  params: [{ chainId: toHex(chainId), chainName: 'Polygon', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 }, rpcUrls: ['https://polygon.example'] }],
})

describe('createEip1193TestWallet: connect', () => {
  it('SBX-35 exposes no account until the simulated user approves eth_requestAccounts', async () => {
    const w = wallet()
    const events: unknown[] = []
    w.on('accountsChanged', (accounts) => events.push(accounts))
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
    expect(await w.request({ method: 'eth_requestAccounts' })).toEqual([alice.address])
    expect(await w.request({ method: 'eth_accounts' })).toEqual([alice.address])
    expect(events).toEqual([[alice.address]])
  })

  it('SBX-35 rejectConnect makes eth_requestAccounts fail with code 4001', async () => {
    const w = wallet({ behaviour: { rejectConnect: true } })
    await expect(w.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    w.script({ rejectConnect: false })
    expect(await w.request({ method: 'eth_requestAccounts' })).toEqual([alice.address])
  })

  it('SBX-35 delayMs holds the approval like a user would', async () => {
    const w = wallet({ behaviour: { delayMs: 150 } })
    const started = Date.now()
    await w.request({ method: 'eth_requestAccounts' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('SBX-35 disconnect and changeAccount emit accountsChanged; wallet_revokePermissions forgets the site', async () => {
    const w = await connected()
    const accounts: unknown[] = []
    const disconnects: unknown[] = []
    w.on('accountsChanged', (a) => accounts.push(a))
    w.on('disconnect', (e) => disconnects.push(e))
    w.changeAccount(bob.privateKey)
    w.disconnect()
    expect(accounts).toEqual([[bob.address], []])
    expect(disconnects).toEqual([{ code: 4900, message: 'The Provider is disconnected from all chains.' }])
    await w.request({ method: 'eth_requestAccounts' })
    await w.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('createEip1193TestWallet: signing', () => {
  it('SBX-35 personal_sign signs with the local key (viem verifyMessage)', async () => {
    const w = await connected()
    const message = 'Sign in to Airlock'
    const signature = (await w.request({ method: 'personal_sign', params: [toHex(message), alice.address] })) as `0x${string}`
    expect(await verifyMessage({ address: alice.address, message, signature })).toBe(true)
  })

  it('SBX-35 signing needs a connection (4100) and the own address; rejectSign gives 4001', async () => {
    const w = wallet()
    await expect(w.request({ method: 'personal_sign', params: ['0x68656c6c6f', alice.address] })).rejects.toMatchObject({ code: 4100 })
    await w.request({ method: 'eth_requestAccounts' })
    await expect(w.request({ method: 'personal_sign', params: ['0x68656c6c6f', bob.address] })).rejects.toMatchObject({ code: 4100 })
    w.script({ rejectSign: true })
    await expect(w.request({ method: 'personal_sign', params: ['0x68656c6c6f', alice.address] })).rejects.toMatchObject({ code: 4001 })
  })

  it('SBX-35 eth_signTypedData_v4 verifies with viem verifyTypedData', async () => {
    const w = await connected()
    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    }
    const signature = (await w.request({ method: 'eth_signTypedData_v4', params: [alice.address, JSON.stringify(typedData)] })) as `0x${string}`
    expect(await verifyTypedData({ address: alice.address, signature, ...typedData })).toBe(true)
  })

  it('SBX-35 eth_sendTransaction is signed locally and lands on the devnet of the current chain', async () => {
    const w = await connected({ chainId: 137 })
    const polygon = createPublicClient({ transport: http(rpcUrls[137]) })
    const before = await polygon.getBalance({ address: carol.address })
    const hash = (await w.request({
      method: 'eth_sendTransaction',
      params: [{ from: alice.address, to: carol.address, value: toHex(parseEther('1.5')) }],
    })) as `0x${string}`
    const receipt = await polygon.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await polygon.getBalance({ address: carol.address })) - before).toBe(parseEther('1.5'))
  })

  it('SBX-35 a viem wallet client can drive it as a dapp would', async () => {
    const w = await connected()
    const client = createWalletClient({ account: alice.address, chain: mainnet, transport: custom(w) })
    const hash = await client.sendTransaction({ to: bob.address, value: 1n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client.getChainId()).toBe(1)
  })

  it('SBX-35 reads are forwarded to the current chain; node errors keep their code', async () => {
    const w = wallet()
    expect(await w.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    await expect(w.request({ method: 'eth_getBalance', params: ['not-an-address', 'latest'] })).rejects.toHaveProperty('code')
    await expect(w.request({ method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(await w.request({ method: 'wallet_getCapabilities', params: [alice.address] })).toEqual({})
    const down = wallet({ rpcUrls: { 1: 'http://127.0.0.1:9' } })
    await expect(down.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ name: 'ProviderRpcError', code: -32603 })
  })

  it('scripted permissions: the ERC-7715 capability per chain, wallet_grantPermissions answers with a context, declined under rejectSign', async () => {
    const plain = await connected()
    await expect(plain.request({ method: 'wallet_grantPermissions', params: [{}] })).rejects.toMatchObject({ code: 4200 })
    const w = await connected({ behaviour: { permissions: true } })
    const capabilities = (await w.request({ method: 'wallet_getCapabilities', params: [alice.address] })) as Record<string, { permissions?: { supported: boolean } }>
    expect(Object.keys(capabilities)).toEqual(['0x1', '0x89'])
    expect(capabilities['0x1']!.permissions?.supported).toBe(true)
    const request = {
      chainId: '0x1',
      expiry: 2_000_000_000,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: bob.address }] } },
      permissions: [{ type: 'contract-call', data: { address: carol.address, functions: [{ functionName: 'mint' }] } }],
      policies: [],
    }
    const granted = (await w.request({ method: 'wallet_grantPermissions', params: [request] })) as { address: string; context: string }
    expect(granted).toMatchObject({ address: alice.address, chainId: '0x1', context: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    await expect(w.request({ method: 'wallet_grantPermissions', params: [{ ...request, permissions: [{ type: 'everything' }] }] })).rejects.toMatchObject({ code: -32602 })
    w.script({ rejectSign: true })
    await expect(w.request({ method: 'wallet_grantPermissions', params: [request] })).rejects.toMatchObject({ code: 4001 })
  })

  it('scripted sendCalls: wallet_sendCalls sends each call on the devnet, wallet_getCallsStatus reports them', async () => {
    const w = await connected({ behaviour: { sendCalls: true } })
    const chain1 = createPublicClient({ transport: http(rpcUrls[1]) })
    const before = await chain1.getBalance({ address: carol.address })
    expect(await w.request({ method: 'wallet_getCapabilities', params: [alice.address] })).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
      '0x89': { atomic: { status: 'unsupported' } },
    })
    const calls = [1n, 2n].map((wei) => ({ to: carol.address, value: toHex(wei) }))
    await expect(w.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: alice.address, calls, atomicRequired: true }] })).rejects.toMatchObject({ code: 5760 })
    const { id } = (await w.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: alice.address, calls, atomicRequired: false }] })) as { id: string }
    const status = (await w.request({ method: 'wallet_getCallsStatus', params: [id] })) as { status: number; receipts: { status: string }[] }
    expect(status).toMatchObject({ id, chainId: '0x1', status: 200, atomic: false })
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x1'])
    expect((await chain1.getBalance({ address: carol.address })) - before).toBe(3n)
  })
})

describe('createEip1193TestWallet: chain switching', () => {
  it('SBX-38 switches between known chains and emits chainChanged; reads follow', async () => {
    const w = await connected()
    const changes: string[] = []
    w.on('chainChanged', (id) => changes.push(id))
    expect(await w.request(switchTo(137))).toBeNull()
    expect(await w.request({ method: 'eth_chainId' })).toBe('0x89')
    // ganache reports the network id we started it with: proof the read went to chain 137's node.
    expect(await w.request({ method: 'net_version' })).toBe('137')
    expect(changes).toEqual(['0x89'])
  })

  it('SBX-38 switch scripted to fail with 4902, then wallet_addEthereumChain accepted makes the switch work', async () => {
    const w = await connected({ behaviour: { switchChainError: 4902, addChain: 'accept' } })
    await expect(w.request(switchTo(137))).rejects.toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0x89". Try adding the chain using wallet_addEthereumChain first.',
    })
    const changes: string[] = []
    w.on('chainChanged', (id) => changes.push(id))
    expect(await w.request(addChain(137))).toBeNull()
    expect(changes).toEqual(['0x89'])
    expect(await w.request(switchTo(1))).toBeNull()
    expect(await w.request(switchTo(137))).toBeNull()
    expect(w.chainId).toBe(137)
  })

  it('SBX-38 wallet_addEthereumChain scripted to reject gives 4001 and the chain stays', async () => {
    const w = await connected({ behaviour: { switchChainError: 4902, addChain: 'reject' } })
    await expect(w.request(switchTo(137))).rejects.toMatchObject({ code: 4902 })
    await expect(w.request(addChain(137))).rejects.toMatchObject({ code: 4001 })
    expect(await w.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it.each([
    [5000, 'User rejected.'],
    [32603, 'Internal JSON-RPC error.'],
  ] as const)('SBX-38 switch scripted to fail with %i', async (code, message) => {
    const w = await connected({ behaviour: { switchChainError: code } })
    await expect(w.request(switchTo(137))).rejects.toMatchObject({ code, message })
    w.script({ switchChainError: null })
    expect(await w.request(switchTo(137))).toBeNull()
  })

  it('SBX-38 an unknown chain gives 4902 unscripted; lacksSwitch gives 4200 for both methods', async () => {
    const w = await connected()
    await expect(w.request(switchTo(10))).rejects.toMatchObject({ code: 4902 })
    w.script({ lacksSwitch: true })
    await expect(w.request(switchTo(137))).rejects.toMatchObject({ code: 4200 })
    await expect(w.request(addChain(137))).rejects.toMatchObject({ code: 4200 })
  })
})
