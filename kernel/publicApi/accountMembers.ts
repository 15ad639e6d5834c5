import { parseCaipAddress } from '../caip/parseCaipAddress'
import { isPreferredAccountType, storePreferredAccountType } from '../config/accountTypes'
import type { SIWXConfig } from '../config/options'
import { AirlockError } from '../errors'
import * as T from '../tokens'
import type { AccountState, AccountType, CaipAddress, CaipNetworkId, ChainNamespace, ConnectedWalletInfo, SocialUser } from '../types'
import type { ApiContext } from './apiContext'

/** One name of the blockchain API's reverse lookup (AppKit's BlockchainApiLookupEnsName). */
export interface ReownName {
  name: string
  registered?: number
  updated?: number
  addresses?: Record<string, { address: string; created?: string }>
  attributes?: { avatar?: string; bio?: string }[]
}

/**
 * AppKit's account members. The setters are the ones AppKit's adapters call to report a wallet;
 * here they write the same per-namespace account store the kit's own flows write.
 */
export function accountMembers({ c, accounts, connection, accountOf, watch }: ApiContext) {
  const patch = (namespace: ChainNamespace, fields: Partial<AccountState>) => accounts.patch(namespace, fields)

  return {
    getAddressByChainNamespace: (namespace: ChainNamespace) => accounts.get(namespace).address,
    getPreferredAccountType: (namespace: ChainNamespace): AccountType | undefined =>
      accounts.get(namespace).preferredAccountTypes?.[namespace],
    /** Remembered for the next visit too (ACCT-04); a type the namespace cannot use throws. */
    setPreferredAccountType(type: AccountType, namespace: ChainNamespace) {
      if (!isPreferredAccountType(namespace, type)) {
        throw new AirlockError(`Invalid account type "${String(type)}" for ${namespace}`)
      }
      storePreferredAccountType(c.resolve(T.STORAGE), namespace, type)
      patch(namespace, { preferredAccountTypes: { ...accounts.get(namespace).preferredAccountTypes, [namespace]: type } })
    },
    /** Clears a namespace's account (keeping its preferred account type), as a disconnect does. */
    resetAccount: (namespace: ChainNamespace) => c.resolve(T.CONNECTION_CONTROLLER).resetAccount(namespace),
    setCaipAddress(caipAddress: CaipAddress | null, namespace: ChainNamespace) {
      const address = caipAddress ? parseCaipAddress(caipAddress).address : undefined
      patch(namespace, { caipAddress: caipAddress ?? undefined, address })
    },
    setBalance: (balance: string, balanceSymbol: string, namespace: ChainNamespace) => patch(namespace, { balance, balanceSymbol }),
    setProfileName: (profileName: string | null, namespace: ChainNamespace) => patch(namespace, { profileName }),
    setProfileImage: (profileImage: string | null, namespace: ChainNamespace) => patch(namespace, { profileImage }),
    setUser: (user: SocialUser | null, namespace: ChainNamespace) => patch(namespace, { user: user ?? undefined }),
    setStatus: (status: AccountState['status'], namespace: ChainNamespace) => patch(namespace, { status }),
    /** AppKit 1.7's: the wallet's accounts of a namespace (the Account view's address list). */
    setAllAccounts: (list: readonly { address: string; type?: AccountType; namespace?: ChainNamespace }[], namespace: ChainNamespace) =>
      patch(namespace, { allAccounts: (list ?? []).map((a) => ({ ...a, namespace: a.namespace ?? namespace })) }),
    setConnectedWalletInfo: (info: ConnectedWalletInfo | null, namespace: ChainNamespace) =>
      patch(namespace, { connectedWalletInfo: info ?? undefined }),
    setAddressExplorerUrl: (addressExplorerUrl: string, namespace: ChainNamespace) => patch(namespace, { addressExplorerUrl }),
    setSmartAccountDeployed: (smartAccountDeployed: boolean, namespace: ChainNamespace) => patch(namespace, { smartAccountDeployed }),
    /** Calls back with the active account's address each time it changes (AppKit's shouldUpdateToAddress). */
    subscribeShouldUpdateToAddress: (cb: (address?: string) => void) =>
      watch([accounts, connection], () => ({ address: accountOf()?.address }), (v) => cb(v.address)),
    /** The host's `siwx` option (or the SIWX view of `siweConfig`). */
    getSIWX: <S = SIWXConfig>() => c.resolve(T.CONFIG).siwx as S | undefined,
    addAddressLabel(address: string, label: string, namespace: ChainNamespace) {
      patch(namespace, { addressLabels: new Map(accounts.get(namespace).addressLabels).set(address, label) })
    },
    removeAddressLabel(address: string, namespace: ChainNamespace) {
      const addressLabels = new Map(accounts.get(namespace).addressLabels)
      addressLabels.delete(address)
      patch(namespace, { addressLabels })
    },
  }
}
