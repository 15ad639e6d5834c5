import { createWalletConnectSessionAdapter, type ChainAdapter, type ChainNamespace } from '../../kernel/plugin'
import { defaultNamespace } from './buildNamespaces'

/**
 * The adapter of a namespace that no chain plugin serves (a kit with no `adapters`, like
 * AppKit's universal adapter): the plugin's routing sends WalletConnect connectors to the
 * session service, so this only answers the others, with a refusal. A chain plugin that
 * registers later for the namespace replaces it.
 */
export function createSessionOnlyAdapter(namespace: ChainNamespace): ChainAdapter {
  return createWalletConnectSessionAdapter({
    namespace,
    walletConnectOnly: true,
    // The wallet's session vouches for its accounts; without a chain plugin there is no finer rule.
    isAddress: (address) => address.length > 0 && !/[\s:]/.test(address),
    // The family's defaults, which the proposal would use anyway for a namespace with no config.
    walletConnectNamespace: (networks) => defaultNamespace(namespace, networks),
    walletConnectOnlyMessage: () => `${namespace} connects through WalletConnect only in this kit (no chain plugin serves it)`,
  })
}
