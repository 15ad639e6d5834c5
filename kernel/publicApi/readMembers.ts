import type { PublicAccount, PublicNetwork } from '../createPublicApi'
import type { ChainNamespace } from '../types'
import type { ApiContext } from './apiContext'

/** The account and network reads, over whichever stores the context holds (a kit's, or a server snapshot's). */
export function readMembers({ accountOf, networkOf, namespaceOr, connection }: Pick<ApiContext, 'accountOf' | 'networkOf' | 'namespaceOr' | 'connection'>) {
  const getAccount = (namespace?: ChainNamespace): PublicAccount => {
    const account = accountOf(namespace)
    return {
      allAccounts: account?.allAccounts ?? [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: Boolean(account?.caipAddress),
      embeddedWalletInfo: account?.user
        ? {
            user: account.user,
            accountType: account.preferredAccountTypes?.[namespaceOr(namespace) ?? ''],
            authProvider: account.socialProvider ?? 'email',
          }
        : undefined,
      status: account?.status ?? 'disconnected',
    }
  }
  const getNetwork = (): PublicNetwork => {
    const caipNetwork = networkOf()
    return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }
  }
  return {
    getAccount,
    getNetwork,
    getAddress: (namespace?: ChainNamespace) => accountOf(namespace)?.address,
    getCaipAddress: (namespace?: ChainNamespace) => accountOf(namespace)?.caipAddress,
    getCaipNetworkId: () => networkOf()?.caipNetworkId,
    getChainId: () => networkOf()?.id,
    getActiveChainNamespace: () => connection.getState().activeNamespace,
  }
}
