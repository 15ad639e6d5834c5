import { createHash } from 'node:crypto'
import { utils } from 'tronweb'
import { describe, expect, it } from 'vitest'
import { TRON_TEST_ACCOUNTS, TRON_TEST_USDT } from './accounts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('TRON test accounts', () => {
  it('re-derive from their labels with tronweb', () => {
    TRON_TEST_ACCOUNTS.forEach((account, n) => {
      expect(account.privateKey).toBe(sha256(`airlock-tron/account-${n}`))
      expect(utils.address.fromPrivateKey(account.privateKey)).toBe(account.address)
      expect(utils.address.toHex(account.address)).toBe(account.hex)
    })
  })

  it('the test token address re-derives and is a valid base58check address', () => {
    expect(TRON_TEST_USDT.hex).toBe(`41${sha256('airlock-tron/usdt-contract').slice(0, 40)}`)
    expect(utils.address.fromHex(TRON_TEST_USDT.hex)).toBe(TRON_TEST_USDT.address)
    expect(utils.address.isAddress(TRON_TEST_USDT.address)).toBe(true)
  })
})
