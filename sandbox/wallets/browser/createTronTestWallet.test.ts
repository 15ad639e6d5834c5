import { utils } from 'tronweb'
import { describe, expect, it } from 'vitest'
import { TRON_TEST_ACCOUNTS } from '../../tron/accounts'
import { createTronTestWallet } from './createTronTestWallet'

const key = TRON_TEST_ACCOUNTS[1]!

describe('TronLink-like test wallet', () => {
  it('derives the same address as tronweb and signs TIP-191 messages tronweb verifies', async () => {
    const wallet = createTronTestWallet({ privateKey: key.privateKey })
    expect(wallet.address).toBe(key.address)
    expect(await wallet.tronLink.request({ method: 'tron_requestAccounts' })).toMatchObject({ code: 200 })
    const tronWeb = wallet.tronLink.tronWeb as Exclude<typeof wallet.tronLink.tronWeb, false>
    expect(tronWeb.defaultAddress.base58).toBe(key.address)
    const signature = await tronWeb.trx.signMessageV2('hello TRON')
    expect(signature).toBe(utils.message.signMessage('hello TRON', key.privateKey))
    expect(utils.message.verifyMessage('hello TRON', signature)).toBe(key.address)
  })

  it('signs a transaction over its txID as tronweb does, and refuses bytes that do not hash to it', async () => {
    const wallet = createTronTestWallet({ privateKey: key.privateKey })
    await wallet.tronLink.request({ method: 'tron_requestAccounts' })
    const trx = (wallet.tronLink.tronWeb as Exclude<typeof wallet.tronLink.tronWeb, false>).trx
    const raw_data = {
      contract: [{ parameter: { value: { amount: 1000, owner_address: key.hex, to_address: TRON_TEST_ACCOUNTS[0]!.hex }, type_url: 'type.googleapis.com/protocol.TransferContract' }, type: 'TransferContract' }],
      ref_block_bytes: '0001', ref_block_hash: '0102030405060708', expiration: 1_900_000_000_000, timestamp: 1_899_999_940_000,
    }
    const pb = utils.transaction.txJsonToPb({ raw_data })
    const tx = { txID: utils.transaction.txPbToTxID(pb).slice(2), raw_data, raw_data_hex: utils.transaction.txPbToRawDataHex(pb) }
    const signed = await trx.sign(tx)
    // tronweb writes v in upper case; the bytes are the same.
    expect(signed.signature!.map((s) => s.toLowerCase())).toEqual(utils.crypto.signTransaction(key.privateKey, structuredClone(tx)).signature.map((s: string) => s.toLowerCase()))
    await expect(trx.sign({ ...tx, txID: '00'.repeat(32) })).rejects.toThrow('txID is not the hash of raw_data_hex')
  })

  it('answers 4001 when the user declines, and signs nothing before the site is allowed', async () => {
    const wallet = createTronTestWallet({ behaviour: { rejectConnect: true } })
    expect(await wallet.tronLink.request({ method: 'tron_requestAccounts' })).toMatchObject({ code: 4001 })
    const tronWeb = wallet.tronLink.tronWeb as Exclude<typeof wallet.tronLink.tronWeb, false>
    expect(tronWeb.defaultAddress.base58).toBe(false)
    await expect(tronWeb.trx.signMessageV2('x')).rejects.toMatchObject({ code: 4100 })
  })
})
