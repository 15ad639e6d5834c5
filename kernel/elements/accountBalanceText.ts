import type { CaipNetwork } from '../types'

export interface AccountBalanceInput {
  /** The account store's `balance` (a decimal string in whole units), written by the balances plugin. */
  balance: string | undefined
  balanceSymbol: string | undefined
  network: Pick<CaipNetwork, 'testnet' | 'nativeCurrency'> | undefined
  /** The active network is not one the host configured (NETWORKS_STORE.isUnsupported). */
  unsupported: boolean
}

const format = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * An account's balance as the kit shows it: 2 decimals, en-US, then the symbol (spec §9).
 * Testnets and unsupported networks always read 0.00 (spec §5), fetched or not; otherwise
 * undefined until a balance is known, so an absent balance never reads as a zero to trust.
 */
export function accountBalanceText({ balance, balanceSymbol, network, unsupported }: AccountBalanceInput): string | undefined {
  const symbol = balanceSymbol ?? network?.nativeCurrency.symbol ?? ''
  const join = (amount: string) => (symbol ? `${amount} ${symbol}` : amount)
  if (network?.testnet || unsupported) return join(format(0))
  if (balance === undefined || balance === '') return undefined
  const value = Number(balance)
  return Number.isFinite(value) ? join(format(value)) : undefined
}
