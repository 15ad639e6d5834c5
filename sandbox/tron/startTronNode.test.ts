// The stand-in driven by real tronweb: what it builds, tronweb's own checks accept; what it
// applies, a real secp256k1 signature over the txID authorised; a forged one changes nothing.
import { TronWeb, utils } from 'tronweb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTronNode, type TronNode } from './startTronNode'

let node: TronNode
let tronWeb: TronWeb
const [alice, bob, carol] = [0, 1, 2] as const

beforeAll(async () => {
  node = await startTronNode()
  tronWeb = new TronWeb({ fullHost: node.url })
})
afterAll(() => node?.close())

const account = (n: number) => node.accounts[n]!
const usdtBalance = async (address: string) => {
  const answer = await tronWeb.transactionBuilder.triggerConstantContract(node.token.address, 'balanceOf(address)', {}, [{ type: 'address', value: address }], address)
  return BigInt(`0x${answer.constant_result[0]}`)
}

describe('TRON stand-in', () => {
  it('answers getaccount with the funded balance in sun, and {} for an unknown account', async () => {
    expect(await tronWeb.trx.getBalance(account(alice).address)).toBe(1000_000_000)
    const unknown = TronWeb.address.fromPrivateKey('c'.repeat(64)) as string
    expect(await tronWeb.trx.getAccount(unknown)).toEqual({})
  })

  it('applies a TRX transfer tronweb built, signed with the owner key and broadcast', async () => {
    const tx = await tronWeb.transactionBuilder.sendTrx(account(bob).address, 2_500_000, account(alice).address)
    const signed = await tronWeb.trx.sign(tx, account(alice).privateKey)
    const sent = await tronWeb.trx.sendRawTransaction(signed)
    expect(sent).toMatchObject({ result: true, txid: tx.txID })
    expect(await tronWeb.trx.getBalance(account(bob).address)).toBe(1002_500_000)
    expect(await tronWeb.trx.getBalance(account(alice).address)).toBe(997_500_000)
    const info = await tronWeb.trx.getTransactionInfo(tx.txID)
    expect(info).toMatchObject({ id: tx.txID, receipt: { result: 'SUCCESS' } })
    // The same signed bytes again are a duplicate, not a second transfer.
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: false, code: 'DUP_TRANSACTION_ERROR' })
  })

  it('refuses a transfer signed by another key, and one whose bytes changed after signing', async () => {
    const before = await tronWeb.trx.getBalance(account(carol).address)
    const tx = await tronWeb.transactionBuilder.sendTrx(account(alice).address, 1_000_000, account(carol).address)
    // Alice's signature over Carol's transfer (tronweb's sign() refuses to make one, so by hand).
    const forged = { ...tx, signature: [utils.crypto.ECKeySign(utils.code.hexStr2byteArray(tx.txID), utils.code.hexStr2byteArray(account(alice).privateKey))] }
    const refused = await tronWeb.trx.sendRawTransaction(forged)
    expect(refused).toMatchObject({ result: false, code: 'SIGERROR' })
    expect(Buffer.from(String((refused as { message: string }).message), 'hex').toString()).toMatch(/^Validate signature error: /)

    const signed = await tronWeb.trx.sign(structuredClone(tx), account(carol).privateKey)
    // Paid to Bob instead of Alice: the receiver's bytes changed, the txID no longer matches.
    const tampered = { ...signed, raw_data_hex: signed.raw_data_hex.replace(account(alice).hex, account(bob).hex) }
    expect(tampered.raw_data_hex).not.toBe(signed.raw_data_hex)
    expect(await tronWeb.trx.sendRawTransaction(tampered)).toMatchObject({ result: false, code: 'SIGERROR' })
    expect(await tronWeb.trx.getBalance(account(carol).address)).toBe(before)
  })

  it('refuses a transfer beyond the balance as TRON does, and one naming a block it never had', async () => {
    const tx = await tronWeb.transactionBuilder.sendTrx(account(bob).address, 10_000_000_000, account(carol).address)
    const refused = await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(tx, account(carol).privateKey))
    expect(refused).toMatchObject({ result: false, code: 'CONTRACT_VALIDATE_ERROR' })
    expect(Buffer.from(String((refused as { message: string }).message), 'hex').toString()).toMatch(/balance is not sufficient/)

    const offChain = await tronWeb.transactionBuilder.sendTrx(account(bob).address, 1, account(carol).address, {
      blockHeader: { ref_block_bytes: 'ffff', ref_block_hash: '0102030405060708', expiration: Date.now() + 60_000, timestamp: Date.now() },
    })
    expect(await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(offChain, account(carol).privateKey))).toMatchObject({ result: false, code: 'TAPOS_ERROR' })
  })

  it('reads TRC-20 balanceOf and applies a signed TRC-20 transfer', async () => {
    expect(await usdtBalance(account(alice).address)).toBe(500_000_000n)
    const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
      node.token.address,
      'transfer(address,uint256)',
      { feeLimit: 10_000_000 },
      [
        { type: 'address', value: account(bob).address },
        { type: 'uint256', value: 1_250_000 },
      ],
      account(alice).address,
    )
    const signed = await tronWeb.trx.sign(transaction, account(alice).privateKey)
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true })
    expect(await usdtBalance(account(alice).address)).toBe(498_750_000n)
    expect(await usdtBalance(account(bob).address)).toBe(501_250_000n)
  })

  it("lists an account's transactions in TronGrid's v1 shape, newest first, paged by fingerprint", async () => {
    const tx = await tronWeb.transactionBuilder.sendTrx(account(carol).address, 1_000_000, account(bob).address)
    await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(tx, account(bob).privateKey))
    const list = async (address: string, query = '') => (await fetch(`${node.url}/v1/accounts/${address}/transactions${query}`)).json()
    const all = await list(account(bob).address)
    expect(all).toMatchObject({ success: true, meta: { page_size: all.data.length } })
    // Bob sent to Carol last, and received from Alice before: both listed, newest first.
    expect(all.data[0]).toMatchObject({ txID: tx.txID, ret: [{ contractRet: 'SUCCESS' }], raw_data: { contract: [{ type: 'TransferContract', parameter: { value: { amount: 1_000_000, owner_address: account(bob).hex, to_address: account(carol).hex } } }] } })
    expect(typeof all.data[0].block_timestamp).toBe('number')
    expect(all.data.length).toBeGreaterThanOrEqual(2)
    const first = await list(account(bob).address, '?limit=1')
    expect(first.data).toEqual([all.data[0]])
    expect(first.meta.fingerprint).toBe(all.data[1].txID)
    expect(first.meta.links.next).toContain(`fingerprint=${all.data[1].txID}`)
    const second = await list(account(bob).address, `?limit=1&fingerprint=${first.meta.fingerprint}`)
    expect(second.data).toEqual([all.data[1]])
    expect((await fetch(`${node.url}/v1/accounts/nope/transactions`)).status).toBe(400)
  })

  it('lists TRC-20 transfers to or from an account with the token, both parties in base58 and the raw value', async () => {
    const answer = await (await fetch(`${node.url}/v1/accounts/${account(alice).address}/transactions/trc20`)).json()
    expect(answer.success).toBe(true)
    for (const entry of answer.data) {
      expect(entry).toMatchObject({ type: 'Transfer', token_info: { address: node.token.address, symbol: 'USDT', decimals: 6 }, value: expect.stringMatching(/^\d+$/) })
      expect([entry.from, entry.to]).toContain(account(alice).address)
    }
  })
})
