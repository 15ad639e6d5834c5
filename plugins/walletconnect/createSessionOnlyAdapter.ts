import { ChainError, type ChainAdapter, type ChainNamespace } from '../../kernel'

/**
 * The adapter of a namespace that no chain plugin serves (a kit with no `adapters`, like
 * AppKit's universal adapter): connecting, switching and disconnecting all go through the
 * WalletConnect session, which the plugin's routing puts in front of it. A chain plugin that
 * registers later for the namespace replaces it.
 */
export function createSessionOnlyAdapter(namespace: ChainNamespace): ChainAdapter {
  const onlyWalletConnect = () =>
    Promise.reject(new ChainError(`${namespace} connects through WalletConnect only in this kit (no chain plugin serves it)`))
  return {
    namespace,
    walletConnectOnly: true,
    // The wallet's session vouches for its accounts; without a chain plugin there is no finer rule.
    isAddress: (address) => address.length > 0 && !/[\s:]/.test(address),
    connect: onlyWalletConnect,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
  }
}
