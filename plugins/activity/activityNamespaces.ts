import type { ChainNamespace } from '../../kernel/plugin'

/** Spec §9 "Chain support by function": activity exists on eip155 only (ACT-12). */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155']

export const isActivityNamespace = (namespace: ChainNamespace | string | undefined): boolean =>
  ACTIVITY_NAMESPACES.includes(namespace as ChainNamespace)
