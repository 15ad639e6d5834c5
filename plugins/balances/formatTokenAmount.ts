import { PSEUDO_LOCALE, formattersFor } from '../../kernel/plugin'

// Spec §9: balance formatting uses 2 decimals (BAL-13), en-US in English; another locale groups
// its own way. One formatter per locale, built once: Intl formatters are costly to create and
// these run for every token row.
const amounts = new Map<string, Intl.NumberFormat>()
const amountFormat = (locale: string) => {
  let f = amounts.get(locale)
  if (!f) amounts.set(locale, (f = new Intl.NumberFormat(locale === PSEUDO_LOCALE ? 'en' : locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })))
  return f
}

const toNumber = (value: number | string | undefined): number => {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : 0
}

/** "1,234.57" ("1.234,57" in de); anything unreadable reads as 0.00 rather than "NaN". */
export function formatTokenAmount(value: number | string | undefined, locale = 'en'): string {
  return amountFormat(locale).format(toNumber(value))
}

/** "$1,234.57" ("1.234,57 $" in de) */
export function formatUsd(value: number | string | undefined, locale = 'en'): string {
  return formattersFor(locale).fiat(toNumber(value))
}
