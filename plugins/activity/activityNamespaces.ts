import type { ChainAdapter, ChainNamespace } from '../../kernel/plugin'

/** Spec §9 "Chain support by function": the blockchain API's history is eip155's only (ACT-12). */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155']

/** The chain adapters by namespace, as the plugin context gives them. */
export interface ActivityChains {
  find(namespace: ChainNamespace): ChainAdapter | undefined
  namespaces(): ChainNamespace[]
}

export const isActivityNamespace = (namespace: ChainNamespace | string | undefined): boolean =>
  ACTIVITY_NAMESPACES.includes(namespace as ChainNamespace)

/**
 * Whether a namespace has activity: eip155 from the blockchain API, any other only when its
 * chain plugin reads its own history (`getActivity`, a BYD extension beside ACT-12).
 */
export function offersActivity(namespace: ChainNamespace | string | undefined, chains: Pick<ActivityChains, 'find'> | undefined): boolean {
  if (isActivityNamespace(namespace)) return true
  if (!namespace || !chains) return false
  return typeof chains.find(namespace as ChainNamespace)?.getActivity === 'function'
}
