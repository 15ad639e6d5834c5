import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEPLOYER, DEVNET_ACCOUNTS, DEVNET_MNEMONIC } from './accounts'

describe('devnet accounts', () => {
  it('SBX-30 the ten exported keys and addresses are the mnemonic\'s first ten accounts', () => {
    expect(DEVNET_ACCOUNTS).toHaveLength(10)
    DEVNET_ACCOUNTS.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex })
      expect(account.address).toBe(derived.address)
      expect(account.privateKey).toBe(toHex(derived.getHdKey().privateKey!))
    })
    expect(DEPLOYER).toBe(DEVNET_ACCOUNTS[9])
  })
})
