import { ChainError, ErrorMessages, type ChainNamespace, type RequestProvider } from '../../kernel/plugin'
import { sessionAccounts, sessionNamespaces } from './sessionAccounts'
import { currentChainOf } from './switchWalletConnectChain'
import type { UniversalProviderLike } from './types'

export interface NamespaceProvider extends RequestProvider {
  /** The session's universal provider, for hosts that need all of it. */
  readonly universalProvider: UniversalProviderLike
  readonly isWalletConnect: true
}

/**
 * An EIP-1193 view of the universal provider for one namespace: the universal provider alone
 * sends a chain-less request to whichever namespace it lists first, so each request here names
 * the namespace's current chain. What the provider raises reaches the caller unchanged.
 */
export function createNamespaceProvider(provider: UniversalProviderLike, namespace: ChainNamespace): NamespaceProvider {
  const chainOf = () => {
    const session = provider.session
    // No session: let the provider say so ("Please call connect() before request()", PROV-06).
    if (!session) return undefined
    if (!sessionNamespaces(session).includes(namespace)) throw new ChainError(ErrorMessages.chainIdNotFound)
    const chain = currentChainOf(provider, namespace) ?? sessionAccounts(session, namespace)[0]?.chainId
    if (!chain) throw new ChainError(ErrorMessages.chainIdNotFound)
    return chain
  }
  return {
    universalProvider: provider,
    isWalletConnect: true,
    async request(args) {
      return provider.request(args, chainOf())
    },
    on(event, listener) {
      provider.on(event, listener)
      return this
    },
    removeListener(event, listener) {
      provider.removeListener(event, listener)
      return this
    },
  }
}
