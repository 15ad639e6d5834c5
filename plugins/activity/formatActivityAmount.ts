import { PSEUDO_LOCALE } from '../../kernel/plugin'

// Spec §9: amounts use 2 decimals (en-US in English; other locales group their own way). Unlike a
// balance, a history amount is never 0: a tiny transfer (0.0001 ETH of gas refund, a dust airdrop)
// reads "<0.01" rather than a misleading "0.00".
const formats = new Map<string, Intl.NumberFormat>()
const formatOf = (locale: string) => {
  let f = formats.get(locale)
  if (!f) formats.set(locale, (f = new Intl.NumberFormat(locale === PSEUDO_LOCALE ? 'en' : locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })))
  return f
}

export function formatActivityAmount(numeric: string | number | undefined, locale = 'en'): string {
  const n = typeof numeric === 'number' ? numeric : Number(numeric)
  const format = formatOf(locale)
  if (!Number.isFinite(n)) return format.format(0)
  const abs = Math.abs(n)
  if (abs > 0 && abs < 0.01) return `<${format.format(0.01)}`
  return format.format(abs)
}
