import { describe, expect, it } from 'vitest'
import { createKitStorage, createMemoryBackend } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import {
  DEFAULT_ACCOUNT_TYPES,
  isPreferredAccountType,
  mergeAccountTypes,
  resolvePreferredAccountTypes,
  storePreferredAccountType,
} from './accountTypes'

const memoryStorage = () => createKitStorage({ backend: createMemoryBackend() })

describe('account types', () => {
  it('ACCT-03 defaults: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' })
    expect(resolvePreferredAccountTypes({})).toEqual(DEFAULT_ACCOUNT_TYPES)
    expect(Object.isFrozen(DEFAULT_ACCOUNT_TYPES)).toBe(true)
  })

  it('ACCT-02 a preferred type is eoa or smartAccount; bitcoin uses payment', () => {
    expect(isPreferredAccountType('eip155', 'eoa')).toBe(true)
    expect(isPreferredAccountType('eip155', 'smartAccount')).toBe(true)
    expect(isPreferredAccountType('solana', 'smartAccount')).toBe(true)
    expect(isPreferredAccountType('eip155', 'payment')).toBe(false)
    expect(isPreferredAccountType('bip122', 'payment')).toBe(true)
    expect(isPreferredAccountType('bip122', 'eoa')).toBe(false)
    expect(isPreferredAccountType('eip155', 'nonsense')).toBe(false)
    expect(isPreferredAccountType('eip155', 42)).toBe(false)
  })

  it('ACCT-04 merges defaults ← the defaultAccountTypes option ← stored values', () => {
    const storage = memoryStorage()
    storage.set(StorageKeys.preferredAccountTypes, { solana: 'smartAccount' })
    expect(
      resolvePreferredAccountTypes({ defaultAccountTypes: { eip155: 'eoa', solana: 'eoa' }, storage }),
    ).toEqual({ bip122: 'payment', eip155: 'eoa', polkadot: 'eoa', solana: 'smartAccount' })
  })

  it('ACCT-04 stored garbage or a type the namespace cannot use is ignored', () => {
    const storage = memoryStorage()
    storage.set(StorageKeys.preferredAccountTypes, { eip155: 'payment', bip122: 'eoa', solana: 7 })
    expect(resolvePreferredAccountTypes({ storage })).toEqual(DEFAULT_ACCOUNT_TYPES)
    storage.set(StorageKeys.preferredAccountTypes, ['eoa'])
    expect(resolvePreferredAccountTypes({ storage })).toEqual(DEFAULT_ACCOUNT_TYPES)
    expect(mergeAccountTypes(null, undefined, { eip155: 'eoa' })).toEqual({ eip155: 'eoa' })
  })

  it('ACCT-04 a stored choice is read back on the next resolve', () => {
    const storage = memoryStorage()
    expect(storePreferredAccountType(storage, 'eip155', 'eoa')).toBe(true)
    expect(storePreferredAccountType(storage, 'eip155', 'payment')).toBe(false)
    expect(resolvePreferredAccountTypes({ storage }).eip155).toBe('eoa')
  })
})
