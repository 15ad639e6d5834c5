import type { ChainNamespace, MessageKey } from '../../../kernel/plugin'
import type { profileWalletsMessages } from './profileWalletsMessages'

type ChainKey = Extract<MessageKey<typeof profileWalletsMessages>, `chain${string}`>

/**
 * The chain families ProfileWallets names: the catalogue key of the tab's label and AppKit's
 * tab id (`tab-evm`, `tab-solana`, `tab-bitcoin`, `tab-ton`, `tab-tron`). Others show their
 * namespace as it is, as data.
 */
const KNOWN: Readonly<Record<string, { key: ChainKey; id: string }>> = {
  eip155: { key: 'chainEip155', id: 'evm' },
  solana: { key: 'chainSolana', id: 'solana' },
  bip122: { key: 'chainBip122', id: 'bitcoin' },
  ton: { key: 'chainTon', id: 'ton' },
  tron: { key: 'chainTron', id: 'tron' },
  cosmos: { key: 'chainCosmos', id: 'cosmos' },
}

export interface NamespaceTab {
  namespace: ChainNamespace
  /** The stable part of the tab's test id. */
  id: string
  /** The catalogue key of its name; absent for a namespace the plugin has no words for. */
  key?: ChainKey
}

/**
 * One tab per namespace the kit can connect (a chain plugin registered and a network configured),
 * in the registry's order; the active namespace always has one.
 */
export function namespaceTabs(registered: readonly ChainNamespace[], hasNetworks: (ns: ChainNamespace) => boolean, active: ChainNamespace | undefined): NamespaceTab[] {
  const namespaces = registered.filter((ns) => hasNetworks(ns) || ns === active)
  if (active && !namespaces.includes(active)) namespaces.unshift(active)
  return namespaces.map((namespace) => ({ namespace, id: KNOWN[namespace]?.id ?? namespace.toLowerCase(), ...(KNOWN[namespace] ? { key: KNOWN[namespace].key } : {}) }))
}
