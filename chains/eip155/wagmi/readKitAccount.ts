import { getAddress, type Address } from 'viem'
import type { AppKit } from '../../../kernel/plugin'

/** The kit's eip155 connection as wagmi sees a connector's: checksummed accounts and a chain id. */
export interface KitAccount {
  accounts: readonly [Address, ...Address[]]
  chainId: number
}

/** Undefined while the kit has no eip155 address; the chain is the one in the kit's CAIP address (the wallet's). */
export function readKitAccount(kit: AppKit): KitAccount | undefined {
  const account = kit.getAccount('eip155')
  if (!account.isConnected || !account.address || !account.caipAddress) return undefined
  const others = account.allAccounts.filter((a) => a.namespace === 'eip155').map((a) => a.address)
  const accounts = [...new Set([account.address, ...others].map((a) => getAddress(a)))] as [Address, ...Address[]]
  const chainId = Number(account.caipAddress.split(':')[1])
  return { accounts, chainId }
}

export const sameKitAccount = (a: KitAccount | undefined, b: KitAccount | undefined) =>
  a?.chainId === b?.chainId && a?.accounts.length === b?.accounts.length && Boolean(a?.accounts.every((x, i) => x === b?.accounts[i]))
