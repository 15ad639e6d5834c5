// The TON sandbox over real HTTP: the @ton/sandbox emulator runs the wallet v4r2 contract, which
// checks the ed25519 signature of every transfer.
import { Address, Cell, comment, internal, loadMessage, toNano } from '@ton/core'
import { keyPairFromSeed } from '@ton/crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTonNetwork, type TonNetwork } from './startTonNetwork'
import { walletV4, walletV4Transfer, WALLET_V4R2_CODE_HASH } from './walletV4'

let ton: TonNetwork
beforeAll(async () => {
  ton = await startTonNetwork()
}, 120_000)
afterAll(() => ton?.close())

const get = async (method: string, address: string) => (await fetch(`${ton.rpcUrl}/${method}?address=${encodeURIComponent(address)}`)).json()
const post = async (method: string, body: unknown) => {
  const res = await fetch(`${ton.rpcUrl}/${method}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() }
}
const keysOf = (index: number) => keyPairFromSeed(Buffer.from(ton.accounts[index]!.seed, 'hex'))
const transfer = (index: number, seqno: number, to: string, ton_: string, secretKey = keysOf(index).secretKey) =>
  walletV4Transfer(walletV4(keysOf(index).publicKey), {
    seqno,
    secretKey,
    validUntil: Math.floor(Date.now() / 1000) + 60,
    messages: [internal({ to: Address.parse(to), value: toNano(ton_), bounce: false, body: comment('airlock') })],
    // The sandbox deploys its accounts at start: no state init rides along.
    deployed: true,
  }).toBoc().toString('base64')

describe('TON sandbox network', () => {
  it('deploys the wallet v4r2 contract (the standard code) for each funded account', async () => {
    expect(walletV4(keysOf(0).publicKey).init.code!.hash().toString('hex')).toBe(WALLET_V4R2_CODE_HASH)
    const info = await get('getWalletInformation', ton.accounts[0]!.address)
    expect(info).toMatchObject({ ok: true, result: { wallet: true, account_state: 'active', seqno: 0 } })
    // getAddressInformation gives the contract's code and data, as toncenter does.
    const account = (await get('getAddressInformation', ton.accounts[0]!.address)).result
    expect(Cell.fromBase64(account.code).hash().toString('hex')).toBe(WALLET_V4R2_CODE_HASH)
    expect(Cell.fromBase64(account.data).beginParse().skip(64).loadBuffer(32).toString('hex')).toBe(ton.accounts[0]!.publicKey)
    // 1000 TON less what the deploying transaction's compute cost.
    const balance = BigInt((await get('getAddressBalance', ton.accounts[1]!.rawAddress)).result)
    expect(balance > 999n * 10n ** 9n && balance <= 1000n * 10n ** 9n).toBe(true)
  })

  it('runs a signed transfer from sendBoc: the receiver gets it, the seqno moves, the history lists it', async () => {
    const before = BigInt((await get('getAddressBalance', ton.accounts[2]!.address)).result)
    const boc = transfer(0, 0, ton.accounts[2]!.address, '1.5')
    const sent = await post('sendBocReturnHash', { boc })
    expect(sent).toEqual({ status: 200, body: { ok: true, result: { '@type': 'ok', hash: Cell.fromBase64(boc).hash().toString('hex') } } })
    expect((await get('getWalletInformation', ton.accounts[0]!.address)).result.seqno).toBe(1)
    const history = (await get('getTransactions', ton.accounts[2]!.address)).result
    expect(history[0]).toMatchObject({ success: true, in_msg: { value: '1500000000', message: 'airlock', source: Address.parse(ton.accounts[0]!.address).toString() } })
    // The receiver's own transaction pays its fee out of what arrived.
    const after = BigInt((await get('getAddressBalance', ton.accounts[2]!.address)).result)
    expect(after - before).toBe(1_500_000_000n - BigInt(history[0].fee))
  })

  it('refuses a transfer signed by another key, and nothing moves', async () => {
    const before = (await get('getAddressBalance', ton.accounts[2]!.address)).result
    const forged = await post('sendBoc', { boc: transfer(1, 0, ton.accounts[2]!.address, '5', keysOf(0).secretKey) })
    expect(forged.status).toBe(500)
    expect(forged.body).toMatchObject({ ok: false, code: 500, error: expect.stringMatching(/^External message was not accepted/) })
    expect((await get('getAddressBalance', ton.accounts[2]!.address)).result).toBe(before)
    expect((await get('getWalletInformation', ton.accounts[1]!.address)).result.seqno).toBe(0)
  })

  it('pages the history from the transaction lt and hash name, as toncenter does', async () => {
    const url = (query: string) => `${ton.rpcUrl}/getTransactions?address=${encodeURIComponent(ton.accounts[2]!.address)}&${query}`
    const all = (await (await fetch(url('limit=100'))).json()).result as { transaction_id: { lt: string; hash: string } }[]
    expect(all.length).toBeGreaterThanOrEqual(2)
    const second = all[1]!.transaction_id
    const fromSecond = (await (await fetch(url(`limit=1&lt=${second.lt}&hash=${encodeURIComponent(second.hash)}`))).json()).result
    expect(fromSecond).toEqual([all[1]])
    // The hash in hex names the same transaction.
    const hex = Buffer.from(second.hash, 'base64').toString('hex')
    expect((await (await fetch(url(`limit=5&lt=${second.lt}&hash=${hex}`))).json()).result).toEqual(all.slice(1, 6))
    expect((await (await fetch(url(`lt=${second.lt}`))).json())).toMatchObject({ ok: false, code: 416 })
  })

  it('estimates a transfer\'s fees by a dry run (estimateFee): the sum is what the balance then loses, and nothing moves before', async () => {
    const info = (await get('getWalletInformation', ton.accounts[1]!.address)).result
    const unsigned = Cell.fromBase64(transfer(1, info.seqno, ton.accounts[2]!.address, '2')).beginParse()
    // The external message's body, as a caller without the key builds it: any signature, ignore_chksig.
    const body = loadMessage(unsigned).body.toBoc().toString('base64')
    const estimate = await post('estimateFee', { address: ton.accounts[1]!.address, body, ignore_chksig: true })
    expect(estimate).toMatchObject({ status: 200, body: { ok: true, result: { '@type': 'query.fees', source_fees: { '@type': 'fees' } } } })
    const fees = estimate.body.result.source_fees
    const total = BigInt(fees.in_fwd_fee + fees.storage_fee + fees.gas_fee + fees.fwd_fee)
    expect(fees.gas_fee > 0 && fees.fwd_fee > 0 && fees.in_fwd_fee > 0).toBe(true)
    expect((await get('getWalletInformation', ton.accounts[1]!.address)).result).toMatchObject({ seqno: info.seqno, balance: info.balance })
    // The same transfer, signed and sent: what the balance loses beyond the value is the estimate (up to the seconds' storage fee).
    expect((await post('sendBoc', { boc: transfer(1, info.seqno, ton.accounts[2]!.address, '2') })).status).toBe(200)
    const lost = BigInt(info.balance) - BigInt((await get('getAddressBalance', ton.accounts[1]!.address)).result) - 2_000_000_000n
    expect(lost * 1000n >= total * 999n && lost * 1000n <= total * 1001n).toBe(true)
    // Checked signatures: the zero-signature body is refused; so is an old seqno; and bad input.
    expect((await post('estimateFee', { address: ton.accounts[1]!.address, body, ignore_chksig: false })).body).toMatchObject({ ok: false, code: 500 })
    expect((await post('estimateFee', { address: ton.accounts[1]!.address, body, ignore_chksig: true })).body.error).toMatch(/^Fee estimate failed/)
    expect((await post('estimateFee', { address: 'nope', body })).body).toEqual({ ok: false, error: 'address: a TON address is required', code: 400 })
    expect((await post('estimateFee', { address: ton.accounts[1]!.address, body: 'AAAA' })).body).toEqual({ ok: false, error: 'Invalid bag of cells', code: 400 })
  })

  it('answers bad input with a clear error', async () => {
    expect(await get('getAddressBalance', 'not-an-address')).toEqual({ ok: false, error: 'Incorrect address', code: 416 })
    expect((await post('sendBoc', { boc: 'AAAA' })).body).toEqual({ ok: false, error: 'Invalid bag of cells', code: 400 })
    expect((await post('sendBoc', {})).body).toEqual({ ok: false, error: 'boc: a base64 string is required', code: 400 })
    expect((await get('nope', ton.accounts[0]!.address)).error).toBe('Unknown method nope')
  })
})
