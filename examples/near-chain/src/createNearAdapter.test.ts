import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNearTestWallet } from '../testing/createNearTestWallet'
import { startNearLedger, type NearLedger } from '../testing/startNearLedger'
import { createNearAdapter, NEAR_CONNECTOR_ID } from './createNearAdapter'
import { NearVerifier } from './NearVerifier'
import { nearSandbox } from './nearNetworks'
import { nearTransferText } from './nearWalletTypes'

// The adapter against the example's ledger (real HTTP, real ed25519) and its test wallet, which
// stands in for a browser extension.
const YOCTO = 10n ** 24n
let ledger: NearLedger
beforeAll(async () => void (ledger = await startNearLedger()))
afterAll(() => ledger?.close())

const setup = () => {
  const wallet = createNearTestWallet()
  const adapter = createNearAdapter({ getWallet: () => wallet })
  const network = { ...nearSandbox, rpcUrls: { default: { http: [ledger.url] } } }
  return { wallet, adapter, network }
}

describe('createNearAdapter', () => {
  it('connects the injected wallet, reads the balance from the ledger and sends a signed transfer', async () => {
    const { wallet, adapter, network } = setup()
    const [connector] = adapter.getConnectors!()
    expect(connector).toMatchObject({ id: NEAR_CONNECTOR_ID, type: 'INJECTED', chain: 'near', name: wallet.name })
    const connected = await adapter.connect({ connector: connector!, network })
    expect(connected.address).toBe(wallet.accountId)

    ledger.fund(wallet.accountId, 2n * YOCTO)
    expect(await adapter.getBalance!({ address: wallet.accountId, network })).toEqual({ balance: '2', symbol: 'NEAR' })

    const to = 'cd'.repeat(32)
    const hash = await adapter.sendTransfer!({ from: wallet.accountId, to, value: YOCTO / 4n, network, provider: connector!.provider })
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(ledger.balanceOf(to)).toBe(YOCTO / 4n)
    expect(await adapter.getBalance!({ address: wallet.accountId, network })).toEqual({ balance: '1.75', symbol: 'NEAR' })
  })

  it('the ledger refuses a transfer signed by another key, a replayed nonce and an overdraft', async () => {
    const { wallet } = setup()
    const thief = createNearTestWallet({ privateKey: '07'.repeat(32) })
    await Promise.all([wallet.request({ method: 'near_requestSignIn' }), thief.request({ method: 'near_requestSignIn' })])
    ledger.fund(wallet.accountId, YOCTO)
    const post = (body: unknown) => fetch(`${ledger.url}/transactions`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json() }))
    const state = (await (await fetch(`${ledger.url}/accounts/${wallet.accountId}`)).json()) as { nonce: number }
    const transaction = nearTransferText({ network: 'near:sandbox', from: wallet.accountId, to: thief.accountId, amount: '1', nonce: state.nonce + 1 })
    const forged = (await thief.request({ method: 'near_signTransaction', params: { transaction } })) as { signature: string }
    expect(await post({ transaction, signature: forged.signature, publicKey: wallet.accountId })).toEqual({ status: 400, body: { error: 'Invalid signature' } })

    const { signature } = (await wallet.request({ method: 'near_signTransaction', params: { transaction } })) as { signature: string }
    expect((await post({ transaction, signature, publicKey: wallet.accountId })).status).toBe(200)
    expect(await post({ transaction, signature, publicKey: wallet.accountId })).toEqual({ status: 400, body: { error: `Invalid nonce: expected ${state.nonce + 2}` } })

    const big = nearTransferText({ network: 'near:sandbox', from: wallet.accountId, to: thief.accountId, amount: (1000n * YOCTO).toString(), nonce: state.nonce + 2 })
    const bigSigned = (await wallet.request({ method: 'near_signTransaction', params: { transaction: big } })) as { signature: string }
    expect(await post({ transaction: big, signature: bigSigned.signature, publicKey: wallet.accountId })).toEqual({ status: 400, body: { error: 'Insufficient balance' } })
  })

  it('signs in: the signature verifies for the account and not for another message or account', async () => {
    const { wallet, adapter, network } = setup()
    const [connector] = adapter.getConnectors!()
    await adapter.connect({ connector: connector!, network })
    const message = 'app.example wants you to sign in with your near account'
    const signature = await adapter.signMessage!({ message, address: wallet.accountId, provider: connector!.provider! })
    const session = { data: { accountAddress: wallet.accountId, chainId: 'near:sandbox' as const, domain: 'app.example', uri: 'https://app.example', version: '1', nonce: 'n0nce123' }, message, signature }
    const verifier = new NearVerifier()
    expect(verifier.shouldVerify(session)).toBe(true)
    expect(await verifier.verify(session)).toBe(true)
    expect(await verifier.verify({ ...session, message: `${message}!` })).toBe(false)
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: 'ab'.repeat(32) } })).toBe(false)
  })

  it('a ledger that answers with an error gives an error, never a balance', async () => {
    const { adapter } = setup()
    const liar = { ...nearSandbox, rpcUrls: { default: { http: [`${ledger.url}/nowhere`] } } }
    await expect(adapter.getBalance!({ address: 'ab'.repeat(32), network: liar })).rejects.toThrowError(/^NEAR Sandbox answered 404$/)
  })
})
