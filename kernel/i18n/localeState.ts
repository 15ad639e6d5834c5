import { matchLocale, visitorLanguages } from './matchLocale'
import { DEFAULT_LOCALE, directionOf, type TextDirection } from './locales'

export interface LocaleState {
  /** A tag the kit ships (`KNOWN_LOCALES`); the views show it once its messages have loaded. */
  locale: string
  dir: TextDirection
  /** Counts the message loads shown so far: a view re-renders when it moves, even in the same locale. */
  revision: number
}

/**
 * The locale for the `locale` option, else the visitor's best match, else English. An unknown
 * option is warned about (once, by the caller's `warn`) and falls back, never thrown.
 */
export function resolveLocale(requested: string | undefined, warn: (message: string) => void): string {
  if (requested !== undefined) {
    const hit = typeof requested === 'string' ? matchLocale([requested]) : undefined
    if (hit) return hit
    warn(`locale "${String(requested)}" is not one the kit ships; using the visitor's language or English.`)
  }
  return matchLocale(visitorLanguages()) ?? DEFAULT_LOCALE
}

export const localeStateOf = (locale: string, revision = 0): LocaleState => ({ locale, dir: directionOf(locale), revision })
