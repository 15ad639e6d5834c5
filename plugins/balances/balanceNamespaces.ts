import type { ChainNamespace } from '../../kernel/plugin'

/** Spec §9 "Chain support by function": balances exist on these namespaces only (BAL-12). */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export function isBalanceNamespace(namespace: ChainNamespace | string | undefined): boolean {
  return BALANCE_NAMESPACES.includes(namespace as ChainNamespace)
}
