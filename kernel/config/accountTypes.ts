// Preferred account types per chain family (spec §3, §4, §6).
import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import type { AccountType, ChainNamespace, PreferredAccountTypes } from '../types'

/** Spec §6: bip122 payment, eip155 smartAccount, polkadot and solana eoa (ACCT-03). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<PreferredAccountTypes> = /*#__PURE__*/ Object.freeze({
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
})

// Bitcoin wallets hand out payment (and ordinal) addresses, never eoa/smart accounts (ACCT-02).
const BITCOIN_TYPES: readonly AccountType[] = ['payment', 'ordinal']
const ACCOUNT_TYPES: readonly AccountType[] = ['eoa', 'smartAccount']

/** True when `type` may be preferred on `namespace`: eoa or smartAccount, payment on bitcoin. */
export function isPreferredAccountType(namespace: ChainNamespace, type: unknown): type is AccountType {
  const allowed = namespace === 'bip122' ? BITCOIN_TYPES : ACCOUNT_TYPES
  return typeof type === 'string' && allowed.includes(type as AccountType)
}

/** Later layers win; values not allowed for their namespace (stored garbage, typos) are skipped. */
export function mergeAccountTypes(...layers: (PreferredAccountTypes | null | undefined)[]): PreferredAccountTypes {
  const merged: PreferredAccountTypes = {}
  for (const layer of layers) {
    if (!layer || typeof layer !== 'object' || Array.isArray(layer)) continue
    for (const [namespace, type] of Object.entries(layer)) {
      if (isPreferredAccountType(namespace, type)) merged[namespace] = type
    }
  }
  return merged
}

/** defaults ← the `defaultAccountTypes` option ← what the visitor chose last time (ACCT-04). */
export function resolvePreferredAccountTypes(args: {
  defaultAccountTypes?: PreferredAccountTypes
  storage?: KitStorage
}): PreferredAccountTypes {
  const stored = args.storage?.get<PreferredAccountTypes>(StorageKeys.preferredAccountTypes)
  return mergeAccountTypes(DEFAULT_ACCOUNT_TYPES, args.defaultAccountTypes, stored)
}

/** Remembers the visitor's choice for one namespace; refuses a type the namespace cannot use. */
export function storePreferredAccountType(storage: KitStorage, namespace: ChainNamespace, type: AccountType): boolean {
  if (!isPreferredAccountType(namespace, type)) return false
  const stored = mergeAccountTypes(storage.get<PreferredAccountTypes>(StorageKeys.preferredAccountTypes))
  storage.set(StorageKeys.preferredAccountTypes, { ...stored, [namespace]: type })
  return true
}
