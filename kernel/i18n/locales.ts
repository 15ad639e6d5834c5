/** The locales the kit ships (issue 30), English first: its strings are bundled with the code that shows them. */
export const SUPPORTED_LOCALES = [
  'en', 'es', 'pt-BR', 'fr', 'de', 'it', 'ru', 'uk', 'tr', 'ar',
  'he', 'fa', 'hi', 'id', 'th', 'vi', 'ja', 'ko', 'zh-CN', 'zh-TW',
] as const

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/** Accented, 40 % longer, bracketed English: shows any string that skips the catalogue, and any clipped text. */
export const PSEUDO_LOCALE = 'en-XA'

/** Every tag `locale` / `setLocale` accepts as is. */
export const KNOWN_LOCALES: readonly string[] = [...SUPPORTED_LOCALES, PSEUDO_LOCALE]

export const DEFAULT_LOCALE = 'en'

/** A locale whose translations ship as a lazy chunk (not English, not the pseudo-locale). */
export type TranslatedLocale = Exclude<SupportedLocale, 'en'>

// Scripts written right to left among the languages a visitor may ask for (Intl.Locale's
// textInfo is not in every browser yet).
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb'])

export type TextDirection = 'ltr' | 'rtl'

export function directionOf(locale: string): TextDirection {
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'
}
