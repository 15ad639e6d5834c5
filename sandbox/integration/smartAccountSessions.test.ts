// BYD-22 on chain: a smart session granted through the kit's smart-sessions plugin on the
// embedded wallet's smart account (the sandbox SmartAccount on the devnet), its native-token
// allowance spent by the dapp's session key with the sandbox cosigner, refused past the
// allowance, and dead after a revoke in the kit. The wallet is the secure frame's own
// smart-account module driven without a browser (testing/smartAccountWallet.ts says what is left out).
import { createPublicClient, custom, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSmartSessions, grantPermissions, revokeSmartSession, smartSessions } from '../../plugins/smart-sessions'
import { smartAccountArtifact } from '../evm/contracts/artifacts'
import { relaySmartAccountCall } from '../evm/relaySmartAccountCall'
import { encodeSessionSpend, sessionDigest } from '../evm/smartAccountCalls'
import { DEFAULT_PROJECT_ID, startSandbox, type Sandbox } from '../testing'
import { connectedEip155Kit } from './testing/connectedEip155Kit'
import { smartAccountWallet } from './testing/smartAccountWallet'

let sandbox: Sandbox<'api' | 'evm'>
let dispose: (() => void) | undefined
beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
})
afterAll(async () => {
  dispose?.()
  await sandbox?.close()
})

const sessionKey = privateKeyToAccount(generatePrivateKey())
const recipient = privateKeyToAccount(generatePrivateKey()).address

/** What a dapp does per spend: sign with its session key, get the cosigner's signature, submit. */
async function spend(account: Address, session: { pci: string; context: Hex }, ether: string): Promise<Response | Hex> {
  const devnet = sandbox.devnets.evm.chains[1]
  const client = createPublicClient({ transport: custom(devnet.provider) })
  const onChain = await client.readContract({ address: account, abi: smartAccountArtifact.abi, functionName: 'sessions', args: [session.context] })
  const value = parseEther(ether)
  const nonce = onChain[5]
  const answer = await fetch(`${sandbox.endpoints.blockchainApi}/v1/sessions/${account}/sign?projectId=${DEFAULT_PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pci: session.pci, call: { to: recipient, value: value.toString() }, nonce: nonce.toString() }),
  })
  if (!answer.ok) return answer
  const { callSignature } = (await answer.json()) as { callSignature: Hex }
  const digest = sessionDigest({ account, chainId: 1, id: session.context, to: recipient, value, nonce })
  const signerSignature = await sessionKey.signMessage({ message: { raw: digest } })
  return relaySmartAccountCall(devnet, { to: account, data: encodeSessionSpend({ id: session.context, to: recipient, value, signerSignature, cosignerSignature: callSignature }) })
}

describe('smart sessions on the smart account, on the devnet', () => {
  it('BYD-22 the granted allowance moves coins on chain (session key + sandbox cosigner), is refused past the allowance, and is dead once revoked in the kit', async () => {
    const devnet = sandbox.devnets.evm.chains[1]
    const wallet = smartAccountWallet(generatePrivateKey(), devnet)
    await devnet.fund(wallet.address, { native: '3' })
    const connected = await connectedEip155Kit(sandbox, {
      privateKey: generatePrivateKey(),
      wallet,
      options: { plugins: [smartSessions], features: { smartSessions: true }, metadata: { name: 'Allowance dapp', description: 'test', url: 'https://dapp.example', icons: [] } },
    })
    dispose = connected.dispose
    const client = createPublicClient({ transport: custom(devnet.provider) })
    expect(await client.getCode({ address: wallet.address })).toBeUndefined()

    // The grant is the account's first transaction: it deploys the account and adds the session.
    const granted = await grantPermissions({
      chainId: '0x1',
      expiry: Math.floor(Date.now() / 1000) + 3600,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey.address }] } },
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: `0x${parseEther('1').toString(16)}`, start: Math.floor(Date.now() / 1000), period: 86400 } }],
      policies: [],
    })
    expect(granted.address).toBe(wallet.address)
    expect((await client.getCode({ address: wallet.address }))?.length).toBeGreaterThan(2)
    const onChain = await client.readContract({ address: wallet.address, abi: smartAccountArtifact.abi, functionName: 'sessions', args: [granted.context] })
    expect(onChain[0]).toBe(sessionKey.address)
    expect(onChain[6]).toBe(parseEther('1'))

    const session = { pci: granted.pci!, context: granted.context }
    expect(typeof (await spend(wallet.address, session, '0.6'))).toBe('string')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.6'))
    expect(await client.getBalance({ address: wallet.address })).toBe(parseEther('2.4'))

    // Past the allowance: the cosigner says no (and the contract would too: smartAccount.test.ts).
    const over = (await spend(wallet.address, session, '0.5')) as Response
    expect(over.status).toBe(403)
    expect(((await over.json()) as { reasons: { description: string }[] }).reasons[0]!.description).toBe('Allowance exceeded for the current period')
    // The session key alone cannot go around the cosigner: the contract wants its signature.
    const nonce = (await client.readContract({ address: wallet.address, abi: smartAccountArtifact.abi, functionName: 'sessions', args: [granted.context] }))[5]
    const digest = sessionDigest({ account: wallet.address, chainId: 1, id: granted.context, to: recipient, value: 1n, nonce })
    const own = await sessionKey.signMessage({ message: { raw: digest } })
    await expect(relaySmartAccountCall(devnet, { to: wallet.address, data: encodeSessionSpend({ id: granted.context, to: recipient, value: 1n, signerSignature: own, cosignerSignature: own }) })).rejects.toThrow('not cosigner')

    // Revoked in the kit (the smart account signs the pci; the sandbox checks it by ERC-1271).
    const listed = (await getSmartSessions()).find((s) => s.pci === granted.pci)!
    await revokeSmartSession(listed)
    const afterRevoke = (await spend(wallet.address, session, '0.1')) as Response
    expect(afterRevoke.status).toBe(403)
    expect(((await afterRevoke.json()) as { reasons: { description: string }[] }).reasons[0]!.description).toBe('Session has been revoked')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.6'))
  })

  it('a smart account\'s signature is accepted by the name service before its deploy (ERC-6492) and a stranger\'s is not', async () => {
    const devnet = sandbox.devnets.evm.chains[1]
    const wallet = smartAccountWallet(generatePrivateKey(), devnet)
    const register = async (signer: typeof wallet.provider, name: string) => {
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const signature = await signer.request({ method: 'personal_sign', params: [message, wallet.address] })
      return fetch(`${sandbox.endpoints.api}/v1/profile/account?projectId=${DEFAULT_PROJECT_ID}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coin_type: 60, address: wallet.address, message, signature }),
      })
    }
    const accepted = await register(wallet.provider, 'smart-grace.reown.id')
    expect(accepted.status).toBe(200)
    expect(await createPublicClient({ transport: custom(devnet.provider) }).getCode({ address: wallet.address })).toBeUndefined()
    const stranger = smartAccountWallet(generatePrivateKey(), devnet)
    expect((await register(stranger.provider, 'smart-mallory.reown.id')).status).toBe(400)
  })
})
