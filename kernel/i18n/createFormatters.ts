import { DEFAULT_LOCALE, PSEUDO_LOCALE } from './locales'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface Formatters {
  readonly locale: string
  /** A plain number, grouped for the locale; `maximumFractionDigits` 20 keeps every digit given. */
  number(value: number | bigint, options?: Intl.NumberFormatOptions): string
  /** Money with two decimals (`$1,234.50`, `1.234,50 $`); non-numbers read as 0. */
  fiat(value: number, currency?: string): string
  percent(value: number, maximumFractionDigits?: number): string
  /** Spec §9's short ages ("now", "2m", "3h", "5d" in English) in the locale's narrow units, then a short date. */
  shortAge(date: string | number | Date, now?: number): string
  /** "Nov 3", with the year when it is not this year. */
  shortDate(date: string | number | Date, now?: number): string
  /** A month group title ("November 2026"). */
  monthYear(date: string | number | Date): string
  /** A list joined the locale's way ("A, B and C"). */
  list(items: readonly string[]): string
}

const cache = new Map<string, Formatters>()

/** Intl's formatters for a locale, made once each. The pseudo-locale formats as English. */
export function formattersFor(locale: string): Formatters {
  let hit = cache.get(locale)
  if (!hit) cache.set(locale, (hit = createFormatters(locale)))
  return hit
}

function createFormatters(locale: string): Formatters {
  const tag = locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale
  const memo = new Map<string, { format(v: never): string }>()
  const get = <F extends { format(v: never): string }>(key: string, make: () => F): F => {
    let f = memo.get(key)
    if (!f) memo.set(key, (f = make()))
    return f as F
  }
  let nowText: string | undefined
  const unit = (name: 'minute' | 'hour' | 'day', n: number) =>
    // English keeps the spec's "5d"; CLDR's narrow units are Latin letters in some scripts (ja "5d"), so others get short ones.
    get(`unit:${name}`, () => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: tag === DEFAULT_LOCALE ? 'narrow' : 'short' })).format(n as never)
  const shortDate = (date: string | number | Date, now = Date.now()) => {
    const time = new Date(date)
    if (Number.isNaN(time.getTime())) return ''
    const sameYear = time.getFullYear() === new Date(now).getFullYear()
    const key = sameYear ? 'date:md' : 'date:mdy'
    return get(key, () => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) })).format(time as never)
  }
  return {
    locale,
    number: (value, options) =>
      (options ? new Intl.NumberFormat(tag, options) : get('number', () => new Intl.NumberFormat(tag, { maximumFractionDigits: 20 }))).format(value as never),
    fiat: (value, currency = 'USD') =>
      get(`fiat:${currency}`, () => new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
        (Number.isFinite(value) ? value : 0) as never,
      ),
    percent: (value, maximumFractionDigits = 2) =>
      get(`percent:${maximumFractionDigits}`, () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits })).format(value as never),
    shortAge(date, now = Date.now()) {
      const time = new Date(date).getTime()
      if (Number.isNaN(time)) return ''
      const elapsed = Math.max(0, now - time)
      if (elapsed < MINUTE) return (nowText ??= new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'second'))
      if (elapsed < HOUR) return unit('minute', Math.floor(elapsed / MINUTE))
      if (elapsed < DAY) return unit('hour', Math.floor(elapsed / HOUR))
      if (elapsed < 7 * DAY) return unit('day', Math.floor(elapsed / DAY))
      return shortDate(time, now)
    },
    shortDate,
    monthYear: (date) => get('monthYear', () => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' })).format(new Date(date) as never),
    list: (items) => get('list', () => new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' })).format(items as never),
  }
}
