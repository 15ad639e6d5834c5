// The sandbox SmartAccount and its factory on a real devnet (ganache), through the relayer.
// The session tests sign as the cosigner with a local key; the sandbox's cosigner service is
// exercised against this contract in sandbox/integration/smartAccountSessions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, custom, encodeFunctionData, hashMessage, parseEther, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { smartAccountArtifact, smartAccountFactoryArtifact } from './contracts/artifacts'
import { DEVNET_CHAIN_CONFIGS } from './devnetChains'
import { relaySmartAccountCall } from './relaySmartAccountCall'
import {
  addSessionCall,
  batchDigest,
  encodeOwnerBatch,
  encodeSessionSpend,
  sessionDigest,
  smartAccountAddress,
  type SmartAccountCall,
} from './smartAccountCalls'
import { startEvmDevnet } from './startEvmDevnet'

let devnet: Awaited<ReturnType<typeof startEvmDevnet>>
let client: ReturnType<typeof createPublicClient>
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
const cosigner = privateKeyToAccount(generatePrivateKey())
const recipient = privateKeyToAccount(generatePrivateKey()).address
let account: Address

beforeAll(async () => {
  devnet = await startEvmDevnet(DEVNET_CHAIN_CONFIGS[1])
  client = createPublicClient({ transport: custom(devnet.provider) })
  account = smartAccountAddress(devnet.smartAccountFactory, owner.address)
  await devnet.fund(account, { native: '5' })
}, 30_000)
afterAll(() => devnet?.close())

const balance = (address: Address) => client.getBalance({ address })
const deployed = async () => ((await client.getCode({ address: account })) ?? '0x') !== '0x'
const now = async () => Number((await client.getBlock()).timestamp)

async function runBatch(calls: SmartAccountCall[], signer = owner) {
  const isDeployed = await deployed()
  const nonce = isDeployed ? await client.readContract({ address: account, abi: smartAccountArtifact.abi, functionName: 'nonce' }) : 0n
  const signature = await signer.signMessage({ message: { raw: batchDigest({ account, chainId: 1, nonce, calls }) } })
  const call = encodeOwnerBatch({ factory: devnet.smartAccountFactory, owner: owner.address, account, deployed: isDeployed, calls, signature })
  return { hash: await relaySmartAccountCall(devnet, call), call }
}

const send = (to: Address, ether: string): SmartAccountCall => ({ target: to, value: parseEther(ether), data: '0x' })

describe('SmartAccount on the devnet', () => {
  it('has a counterfactual address (CREATE2) and is deployed by its first transaction', async () => {
    const onChain = await client.readContract({ address: devnet.smartAccountFactory, abi: smartAccountFactoryArtifact.abi, functionName: 'accountAddress', args: [owner.address, toHex(0, { size: 32 })] })
    expect(onChain).toBe(account)
    expect(await deployed()).toBe(false)
    expect(await balance(account)).toBe(parseEther('5'))

    await runBatch([send(recipient, '0.5')])
    expect(await deployed()).toBe(true)
    expect(await balance(recipient)).toBe(parseEther('0.5'))
    // The relayer paid the gas; the account paid only the value.
    expect(await balance(account)).toBe(parseEther('4.5'))
    expect(await client.readContract({ address: account, abi: smartAccountArtifact.abi, functionName: 'owner' })).toBe(owner.address)
  })

  it('runs a batch atomically: all calls, or none when one fails', async () => {
    await runBatch([send(recipient, '0.1'), send(recipient, '0.2')])
    expect(await balance(recipient)).toBe(parseEther('0.8'))
    await expect(runBatch([send(recipient, '0.1'), send(recipient, '100')])).rejects.toThrow()
    expect(await balance(recipient)).toBe(parseEther('0.8'))
  })

  it('refuses a batch signed by another key, and a signed batch replayed', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    await expect(runBatch([send(recipient, '0.1')], stranger)).rejects.toThrow('not owner')
    const { call } = await runBatch([send(recipient, '0.1')])
    await expect(relaySmartAccountCall(devnet, call)).rejects.toThrow('not owner')
  })

  it('answers ERC-1271 for messages the owner signed', async () => {
    const signature = await owner.signMessage({ message: 'hello' })
    const isValid = (sig: Hex) => client.readContract({ address: account, abi: smartAccountArtifact.abi, functionName: 'isValidSignature', args: [hashMessage('hello'), sig] })
    expect(await isValid(signature)).toBe('0x1626ba7e')
    expect(await isValid(await sessionKey.signMessage({ message: 'hello' }))).toBe('0xffffffff')
    expect(await client.verifyMessage({ address: account, message: 'hello', signature })).toBe(true)
  })

  it('the relayer pays only for the factory and its accounts', async () => {
    await expect(relaySmartAccountCall(devnet, { to: devnet.tokens.USDC.address, data: '0x' })).rejects.toThrow('only submits calls to smart accounts')
    await expect(relaySmartAccountCall(devnet, { to: 'nope', data: '0x' })).rejects.toThrow('required')
  })
})

describe('SmartAccount sessions (native-token recurring allowance)', () => {
  const id = toHex(7, { size: 32 })
  const period = 3600

  async function spend(value: string, keys = { signer: sessionKey, cosigner }, to = recipient) {
    const session = await client.readContract({ address: account, abi: smartAccountArtifact.abi, functionName: 'sessions', args: [id] })
    const digest = sessionDigest({ account, chainId: 1, id, to, value: parseEther(value), nonce: session[5] })
    const data = encodeSessionSpend({
      id,
      to,
      value: parseEther(value),
      signerSignature: await keys.signer.signMessage({ message: { raw: digest } }),
      cosignerSignature: await keys.cosigner.signMessage({ message: { raw: digest } }),
    })
    return relaySmartAccountCall(devnet, { to: account, data })
  }

  it('a granted allowance is spent on chain by the session key with the cosigner, and not beyond', async () => {
    await runBatch([addSessionCall(account, { id, signer: sessionKey.address, cosigner: cosigner.address, allowance: parseEther('1'), period, expiry: (await now()) + 86_400 })])
    const before = await balance(recipient)
    await spend('0.6')
    expect(await balance(recipient)).toBe(before + parseEther('0.6'))
    await expect(spend('0.5')).rejects.toThrow('allowance exceeded')
    await spend('0.4')
    expect(await balance(recipient)).toBe(before + parseEther('1'))
  })

  it('needs both keys: a spend without the cosigner, or by another session key, is refused', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    await expect(spend('0.01', { signer: sessionKey, cosigner: stranger })).rejects.toThrow('not cosigner')
    await expect(spend('0.01', { signer: stranger, cosigner })).rejects.toThrow('not session signer')
  })

  it('the allowance renews each period; the session ends at its expiry or a revoke', async () => {
    await devnet.provider.request({ method: 'evm_increaseTime', params: [period] })
    await devnet.mine()
    await spend('0.9')
    await expect(spend('0.2')).rejects.toThrow('allowance exceeded')

    await runBatch([{ target: account, value: 0n, data: encodeRevoke(id) }])
    await expect(spend('0.01')).rejects.toThrow('session revoked')

    const short = toHex(8, { size: 32 })
    await runBatch([addSessionCall(account, { id: short, signer: sessionKey.address, cosigner: cosigner.address, allowance: parseEther('1'), period, expiry: (await now()) + 60 })])
    await devnet.provider.request({ method: 'evm_increaseTime', params: [120] })
    await devnet.mine()
    const s = await client.readContract({ address: account, abi: smartAccountArtifact.abi, functionName: 'sessions', args: [short] })
    const digest = sessionDigest({ account, chainId: 1, id: short, to: recipient, value: 1n, nonce: s[5] })
    const data = encodeSessionSpend({ id: short, to: recipient, value: 1n, signerSignature: await sessionKey.signMessage({ message: { raw: digest } }), cosignerSignature: await cosigner.signMessage({ message: { raw: digest } }) })
    await expect(relaySmartAccountCall(devnet, { to: account, data })).rejects.toThrow('session expired')
  })

  it('a session cannot be added except by the owner (only through an owner-signed batch)', async () => {
    const call = addSessionCall(account, { id: toHex(9, { size: 32 }), signer: sessionKey.address, cosigner: cosigner.address, allowance: 1n, period, expiry: (await now()) + 600 })
    await expect(relaySmartAccountCall(devnet, { to: account, data: call.data })).rejects.toThrow('only self')
  })
})

const encodeRevoke = (id: Hex) => encodeFunctionData({ abi: smartAccountArtifact.abi, functionName: 'revokeSession', args: [id] })
