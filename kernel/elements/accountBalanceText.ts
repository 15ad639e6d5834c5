import { DEFAULT_LOCALE } from '../i18n/locales'
import type { CaipNetwork } from '../types'

export interface AccountBalanceInput {
  /** The account store's `balance` (a decimal string in whole units), written by the balances plugin. */
  balance: string | undefined
  balanceSymbol: string | undefined
  network: Pick<CaipNetwork, 'testnet' | 'nativeCurrency'> | undefined
  /** The active network is not one the host configured (NETWORKS_STORE.isUnsupported). */
  unsupported: boolean
  /** The kit's locale: grouping and decimal marks are its own (default English, spec §9's `1,234.57`). */
  locale?: string
}

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 }

/**
 * An account's balance as the kit shows it: 2 decimals in the locale's digits and marks, then the symbol (spec §9).
 * Testnets and unsupported networks always read 0.00 (spec §5), fetched or not; otherwise
 * undefined until a balance is known, so an absent balance never reads as a zero to trust.
 */
export function accountBalanceText({ balance, balanceSymbol, network, unsupported, locale = DEFAULT_LOCALE }: AccountBalanceInput): string | undefined {
  // toLocaleString, not the kit's formatters: the button is in the first load, the formatters are not.
  const format = (value: number) => value.toLocaleString(locale, TWO_DECIMALS)
  const symbol = balanceSymbol ?? network?.nativeCurrency.symbol ?? ''
  const join = (amount: string) => (symbol ? `${amount} ${symbol}` : amount)
  if (network?.testnet || unsupported) return join(format(0))
  if (balance === undefined || balance === '') return undefined
  const value = Number(balance)
  return Number.isFinite(value) ? join(format(value)) : undefined
}
