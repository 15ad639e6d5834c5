// The wallet's TRON answers checked with tronweb's own verification (no node: signing only).
import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { utils } from 'tronweb'
import { describe, expect, it } from 'vitest'
import { TRON_TEST_ACCOUNTS } from '../../tron/accounts'
import { answerTronRequest, tronWalletKey } from './answerTronRequest'

const account = TRON_TEST_ACCOUNTS[0]!
const key = tronWalletKey(hex.decode(account.privateKey))

// A TRX transfer's bytes as tronweb would build them: the owner's hex address inside, txID = sha256.
function transfer(owner = account.hex) {
  const raw_data_hex = `0a02aa552208${'11'.repeat(8)}40e8c3b1e0e1315a67080112630a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412320a15${owner}121541${'22'.repeat(20)}18c0843d`
  return { txID: hex.encode(sha256(hex.decode(raw_data_hex))), raw_data_hex, raw_data: {} }
}

describe('answerTronRequest', () => {
  it('derives the stand-in account from its key', () => {
    expect(key.address).toBe(account.address)
    expect(key.hexAddress).toBe(account.hex)
  })

  it('tron_signMessage answers a TIP-191 signature that recovers to the account', async () => {
    const { signature } = (await answerTronRequest('tron_signMessage', { address: account.address, message: 'hello tron' }, key)) as { signature: string }
    expect(utils.message.verifyMessage('hello tron', signature)).toBe(account.address)
  })

  it('tron_signTransaction signs the txID, in the plain and the nested (not v1) shapes', async () => {
    const tx = transfer()
    for (const transaction of [tx, { transaction: tx }]) {
      const signed = (await answerTronRequest('tron_signTransaction', { address: account.address, transaction }, key)) as typeof tx & { signature: string[] }
      expect(signed.txID).toBe(tx.txID)
      expect(signed.raw_data_hex).toBe(tx.raw_data_hex)
      expect(signed.signature).toHaveLength(1)
      expect(utils.crypto.ecRecover(tx.txID, signed.signature[0]!).toLowerCase()).toBe(account.hex)
    }
  })

  it('refuses malformed requests, tampered bytes, other owners and other accounts', async () => {
    const tx = transfer()
    await expect(answerTronRequest('tron_signMessage', { message: 42 }, key)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTronRequest('tron_signTransaction', { transaction: 'deadbeef' }, key)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTronRequest('tron_signTransaction', { transaction: { ...tx, raw_data_hex: `${tx.raw_data_hex}00` } }, key)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTronRequest('tron_signTransaction', { transaction: transfer(TRON_TEST_ACCOUNTS[1]!.hex) }, key)).rejects.toMatchObject({ code: -32602 })
    await expect(answerTronRequest('tron_signMessage', { address: TRON_TEST_ACCOUNTS[1]!.address, message: 'x' }, key)).rejects.toMatchObject({ code: 4100 })
    await expect(answerTronRequest('tron_sendRawTransaction', {}, key)).rejects.toMatchObject({ code: 4200 })
  })
})
