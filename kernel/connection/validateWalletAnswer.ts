import { DEFAULT_ADDRESS_RULES } from '../addresses/isAddress'
import { isCaipNetworkId } from '../caip/isCaipNetworkId'
import { ChainError, ErrorMessages } from '../errors'
import type { ChainNamespace } from '../types'
import type { ChainRegistry } from './createChainRegistry'
import type { ConnectResult } from './createConnectionContext'

/** The most accounts a wallet may hand over at once; real wallets expose a handful. */
export const MAX_WALLET_ACCOUNTS = 100

/** The namespace's address rule: the chain plugin's, else the kernel's (spec §5); none for others. */
function addressRuleOf(registry: Pick<ChainRegistry, 'find'>, namespace: ChainNamespace) {
  const adapter = registry.find(namespace)
  if (adapter?.isAddress) return (address: string) => adapter.isAddress(address)
  return DEFAULT_ADDRESS_RULES[namespace]
}

/**
 * Checks a wallet's answer before it reaches any store: every account an address by the
 * namespace's rule, a bounded account list, a CAIP-2 network. Throws the reason, so the
 * connection is declined instead of putting markup or garbage into `useAppKitAccount`.
 */
export function validateAccounts(registry: Pick<ChainRegistry, 'find'>, namespace: ChainNamespace, accounts: readonly unknown[]): string[] {
  if (accounts.length > MAX_WALLET_ACCOUNTS) throw new ChainError(ErrorMessages.walletTooManyAccounts(MAX_WALLET_ACCOUNTS))
  const rule = addressRuleOf(registry, namespace)
  for (const address of accounts) {
    if (typeof address !== 'string' || !address || address.length > 256 || (rule && !rule(address))) {
      throw new ChainError(ErrorMessages.walletInvalidAddress)
    }
  }
  return accounts as string[]
}

export function validateConnectResult(registry: Pick<ChainRegistry, 'find'>, namespace: ChainNamespace, result: ConnectResult): ConnectResult {
  validateAccounts(registry, namespace, [result.address, ...(result.accounts ?? []).map((a) => a?.address)])
  if (!isCaipNetworkId(result.caipNetwork?.caipNetworkId)) throw new ChainError(ErrorMessages.walletInvalidChainId)
  return result
}

/**
 * A chain id from a wallet event as a CAIP-2 reference, or undefined when it is not one: eip155
 * takes a decimal or 0x-hex integer; others a CAIP-2 reference (1–32 of `-_a-zA-Z0-9`).
 */
export function chainReferenceOf(namespace: ChainNamespace, chainId: unknown): string | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? String(chainId) : undefined
  if (typeof chainId !== 'string') return undefined
  if (namespace === 'eip155') {
    if (/^0x[0-9a-f]{1,16}$/i.test(chainId)) {
      const id = Number.parseInt(chainId, 16)
      return Number.isSafeInteger(id) && id > 0 ? String(id) : undefined
    }
    return /^[1-9][0-9]{0,15}$/.test(chainId) ? chainId : undefined
  }
  return /^[-_a-zA-Z0-9]{1,32}$/.test(chainId) ? chainId : undefined
}
