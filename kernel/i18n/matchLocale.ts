import { KNOWN_LOCALES } from './locales'

// Chinese by script: Traditional for Taiwan, Hong Kong and Macau, Simplified elsewhere.
const TRADITIONAL_REGIONS = new Set(['TW', 'HK', 'MO'])

function canonical(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag)
  } catch {
    return undefined
  }
}

function candidatesOf(locale: Intl.Locale): string[] {
  const language = locale.language
  const region = locale.region
  if (language === 'zh') {
    const traditional = locale.script === 'Hant' || (!locale.script && region !== undefined && TRADITIONAL_REGIONS.has(region))
    return [traditional ? 'zh-TW' : 'zh-CN']
  }
  if (language === 'iw') return ['he']
  if (language === 'pt') return ['pt-BR']
  return region ? [`${language}-${region}`, language] : [language]
}

/**
 * The best of `available` for a visitor asking for `requested` (most preferred first, as
 * `navigator.languages`): the exact tag, else the language's own variant (`de-AT` → `de`,
 * `zh-Hant-HK` → `zh-TW`, `pt-PT` → `pt-BR`). Undefined when none matches.
 */
export function matchLocale(requested: readonly string[], available: readonly string[] = KNOWN_LOCALES): string | undefined {
  const byLower = new Map(available.map((tag) => [tag.toLowerCase(), tag]))
  for (const tag of requested) {
    if (typeof tag !== 'string') continue
    const exact = byLower.get(tag.toLowerCase())
    if (exact) return exact
    const locale = canonical(tag)
    if (!locale) continue
    for (const candidate of candidatesOf(locale)) {
      const hit = byLower.get(candidate.toLowerCase())
      if (hit) return hit
    }
  }
  return undefined
}

/** The visitor's languages from the browser; empty on the server. */
export function visitorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  const list = navigator.languages
  if (Array.isArray(list) && list.length > 0) return list
  return typeof navigator.language === 'string' ? [navigator.language] : []
}
