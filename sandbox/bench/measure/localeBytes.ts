import type { BuiltChunk } from './buildSubject'

// A module of a locale's catalogue: the core's `kernel/i18n/locales/<tag>/…` or a plugin's `locales/<tag>.ts`.
const LOCALE_MODULE = /[\\/]locales[\\/]([a-z]{2,3}(?:-[A-Za-z]{2,4})?)(?:[\\/][^\\/]+|)\.[cm]?[jt]sx?$/

/** The locale tag whose catalogue a module id is, or undefined (the loaders' `index` is no locale). */
export function localeOf(moduleId: string): string | undefined {
  const tag = LOCALE_MODULE.exec(moduleId)?.[1]
  return tag && tag !== 'index' ? tag : undefined
}

/**
 * Gzip bytes a visitor of each locale downloads for its messages (issue 30): every chunk holding
 * only that locale's catalogues, summed. A chunk that mixes locales, or locale and other code, would
 * make the split a lie, so it is returned apart.
 */
export function localeBytes(chunks: readonly BuiltChunk[], gzip: (code: string) => number) {
  const perLocale: Record<string, number> = {}
  const mixed: string[] = []
  for (const chunk of chunks) {
    const tags = new Set(Object.keys(chunk.modules).map(localeOf))
    if (!tags.size || (tags.size === 1 && tags.has(undefined))) continue
    const [tag] = [...tags]
    if (tags.size > 1 || !tag) {
      mixed.push(chunk.fileName)
      continue
    }
    perLocale[tag] = (perLocale[tag] ?? 0) + gzip(chunk.code)
  }
  return { perLocale, mixed }
}

/** Locale modules in a set of chunks: the English first load must hold none. */
export const localeModulesIn = (chunks: readonly BuiltChunk[]) =>
  chunks.flatMap((c) => Object.keys(c.modules).filter((id) => localeOf(id) !== undefined))
