// The wallet's TON answers against the TON sandbox over HTTP (a real send runs the wallet v4r2
// contract, which checks the signature) and the plugin's own sign-in verifier.
import { Cell } from '@ton/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeTonSignInSignature } from '../../../chains/ton/tonSignData'
import { verifyTonSignIn } from '../../../chains/ton/verifyTonSignIn'
import { startTonNetwork, type TonNetwork } from '../../ton'
import { answerTonRequest, tonSessionProperties, tonWalletKey, type TonRequestContext } from './answerTonRequest'

const DOMAIN = 'dapp.airlock.test'
let net: TonNetwork
let ctx: TonRequestContext

const balanceOf = async (address: string) => BigInt((await (await fetch(`${net.rpcUrl}/getAddressBalance?address=${address}`)).json()).result)

beforeAll(async () => {
  net = await startTonNetwork()
  ctx = { key: tonWalletKey(Buffer.from(net.accounts[0]!.seed, 'hex')), network: '-239', domain: DOMAIN, rpcUrl: net.rpcUrl }
}, 120_000)
afterAll(() => net?.close())

describe('answerTonRequest', () => {
  it('ton_sendMessage (the reference form, an array) signs for the funded v4r2 account, the contract accepts it, the receiver is paid', async () => {
    expect(ctx.key.address).toBe(net.accounts[0]!.address)
    const receiver = net.accounts[1]!
    const before = await balanceOf(receiver.rawAddress)
    const boc = (await answerTonRequest('ton_sendMessage', [{ from: ctx.key.address, messages: [{ address: receiver.address, amount: '120000000' }] }], ctx)) as string
    const [tx] = (await (await fetch(`${net.rpcUrl}/getTransactions?address=${receiver.address}&limit=1`)).json()).result
    expect(tx.in_msg.value).toBe('120000000')
    expect(await balanceOf(receiver.rawAddress)).toBe(before + 120_000_000n - BigInt(tx.fee))
    const [sent] = (await (await fetch(`${net.rpcUrl}/getTransactions?address=${ctx.key.rawAddress}&limit=1`)).json()).result
    expect(sent.in_msg.hash).toBe(Cell.fromBase64(boc).hash().toString('hex'))
  })

  it('ton_signData signs TonConnect text bytes for the dapp domain; with the session properties the verifier accepts it', async () => {
    const text = 'Sign in to the dapp'
    const signed = (await answerTonRequest('ton_signData', [{ type: 'text', text, from: ctx.key.address }], ctx)) as { signature: string; timestamp: number; domain: string; address: string }
    expect(signed).toMatchObject({ domain: DOMAIN, address: ctx.key.rawAddress, payload: { type: 'text', text } })
    const props = tonSessionProperties(ctx.key)
    const envelope = encodeTonSignInSignature({ signature: signed.signature, timestamp: signed.timestamp, domain: signed.domain, publicKey: props.ton_getPublicKey, walletStateInit: props.ton_getStateInit })
    expect(await verifyTonSignIn({ address: ctx.key.address, message: text, signature: envelope, domain: DOMAIN })).toBe(true)
    expect(await verifyTonSignIn({ address: ctx.key.address, message: `${text}!`, signature: envelope, domain: DOMAIN })).toBe(false)
  })

  it('refuses malformed requests and other accounts without signing anything', async () => {
    const other = net.accounts[2]!.address
    await expect(answerTonRequest('ton_sendMessage', [{ messages: [] }], ctx)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTonRequest('ton_sendMessage', { messages: [{ address: other, amount: '1.5' }] }, ctx)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTonRequest('ton_sendMessage', { messages: [{ address: 'not-an-address', amount: '1' }] }, ctx)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTonRequest('ton_sendMessage', { from: other, messages: [{ address: other, amount: '1' }] }, ctx)).rejects.toMatchObject({ code: 4100 })
    await expect(answerTonRequest('ton_sendMessage', { network: '-3', messages: [{ address: other, amount: '1' }] }, ctx)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTonRequest('ton_sendMessage', { valid_until: 1, messages: [{ address: other, amount: '1' }] }, ctx)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTonRequest('ton_sendMessage', 'boc', ctx)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTonRequest('ton_signData', [{ type: 'binary', bytes: 'AA==' }], ctx)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTonRequest('ton_signData', [{ type: 'text', text: 'x', from: other }], ctx)).rejects.toMatchObject({ code: 4100 })
    await expect(answerTonRequest('ton_getBalance', [], ctx)).rejects.toMatchObject({ code: 4200 })
    // Without a node to broadcast to, a send fails rather than pretending.
    await expect(answerTonRequest('ton_sendMessage', { messages: [{ address: other, amount: '1' }] }, { ...ctx, rpcUrl: undefined })).rejects.toMatchObject({ code: -32603 })
  })
})
