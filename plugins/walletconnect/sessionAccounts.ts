import type { ChainNamespace } from '../../kernel/plugin'
import type { WcSession } from './types'

export interface SessionAccount {
  namespace: ChainNamespace
  /** CAIP-2 chain, `namespace:reference`. */
  chainId: string
  address: string
}

/**
 * Parses a session namespace's accounts, each `namespace:chainId:address` (PROV-04). Entries of
 * another shape are dropped rather than guessed at: a wallet bug must not become an address.
 */
export function sessionAccounts(session: WcSession | undefined, namespace: ChainNamespace): SessionAccount[] {
  const accounts: SessionAccount[] = []
  for (const [key, ns] of Object.entries(session?.namespaces ?? {})) {
    if ((key.split(':')[0] ?? key) !== namespace) continue
    for (const account of ns.accounts) {
      const [accountNamespace, reference, ...rest] = account.split(':')
      const address = rest.join(':')
      if (accountNamespace !== namespace || !reference || !address) continue
      accounts.push({ namespace, chainId: `${namespace}:${reference}`, address })
    }
  }
  return accounts
}

/** The session's namespaces (keys may be `eip155` or `eip155:1`). */
export function sessionNamespaces(session: WcSession | undefined): ChainNamespace[] {
  return [...new Set(Object.keys(session?.namespaces ?? {}).map((key) => key.split(':')[0] ?? key))]
}

/** Distinct addresses the session holds on one chain, in the wallet's order. */
export function addressesOn(session: WcSession | undefined, chainId: string): string[] {
  const namespace = chainId.split(':')[0] ?? chainId
  return [...new Set(sessionAccounts(session, namespace).filter((a) => a.chainId === chainId).map((a) => a.address))]
}
