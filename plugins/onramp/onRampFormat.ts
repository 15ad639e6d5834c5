import { formattersFor, type Formatters } from '../../kernel/plugin'

/** Money in a payment currency, in the locale's form ("$10.00", "10,00 $"); a code Intl does not know reads "10.00 XYZ". */
export function formatLimit(amount: string | number, currency: string, format: Formatters = formattersFor('en')): string {
  try {
    return format.fiat(Number(amount), currency)
  } catch {
    return `${Number(amount).toFixed(2)} ${currency}`
  }
}

/** A token amount with every digit the provider sent ("98.000000"), grouped and marked the locale's way; other text as it came. */
export function tokenAmount(amount: string, format: Formatters = formattersFor('en')): string {
  if (!/^\d{1,30}(?:\.\d{1,30})?$/.test(amount)) return amount
  const digits = Math.min(20, amount.split('.')[1]?.length ?? 0)
  return format.number(Number(amount), { minimumFractionDigits: digits, maximumFractionDigits: digits })
}
