import type { ChainNamespace } from '../../kernel/plugin'

/**
 * Spec §9 "Chain support by function": the blockchain API serves balances on these namespaces
 * (BAL-12). A family whose chain plugin reads its own (`getTokenBalances`, tron) has them too.
 */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export function isBalanceNamespace(namespace: ChainNamespace | string | undefined): boolean {
  return BALANCE_NAMESPACES.includes(namespace as ChainNamespace)
}
