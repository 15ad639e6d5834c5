import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipNetworkId, ChainNamespace, RequestProvider } from '../types'

/** The parts of @walletconnect/universal-provider chain plugins touch (the kernel never imports it). */
export interface WalletConnectProviderLike extends RequestProvider {
  session?: { namespaces?: Record<string, { accounts?: string[]; chains?: string[]; methods?: string[] } | undefined> }
  connect?(args: { optionalNamespaces: Record<string, unknown> }): Promise<unknown>
  disconnect?(): Promise<unknown>
  setDefaultChain?(chain: string, rpcUrl?: string): void
}

/**
 * The session's accounts in one namespace, deduplicated by address, those on `preferred`
 * first (a wallet lists one CAIP-10 account per chain, `solana:<ref>:<address>`).
 */
export function readSessionAccounts(
  provider: WalletConnectProviderLike | undefined,
  namespace: ChainNamespace,
  preferred?: CaipNetworkId,
): string[] {
  const parsed = (provider?.session?.namespaces?.[namespace]?.accounts ?? []).flatMap((account) => {
    try {
      return [parseCaipAddress(account, { namespaces: [namespace] })]
    } catch {
      return [] // A malformed entry from the wallet is skipped, not fatal.
    }
  })
  const ordered = [...parsed.filter((a) => a.caipNetworkId === preferred), ...parsed.filter((a) => a.caipNetworkId !== preferred)]
  return [...new Set(ordered.map((a) => a.address))]
}
