import type { ChainNamespace } from '../../kernel/plugin'

/**
 * Spec §9 "Chain support by function": balances exist on these namespaces only (BAL-12); BYD-36
 * adds TON, whose chain plugin reads the balance from the network's own API.
 */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'ton']

export function isBalanceNamespace(namespace: ChainNamespace | string | undefined): boolean {
  return BALANCE_NAMESPACES.includes(namespace as ChainNamespace)
}
