import { gzipSync } from 'node:zlib'
import type { BundleResult } from '../report/types'
import type { BuiltChunk, BuiltSubject } from './buildSubject'
import { chainFamilyBytes } from './chainFamilyBytes'
import { localeBytes, localeModulesIn } from './localeBytes'

export const gzipSize = (text: string): number => gzipSync(Buffer.from(text), { level: 9 }).byteLength

/**
 * The JS the browser fetches before the app runs: the entry `<script type="module">` and the
 * `<link rel="modulepreload">`s of the built index.html (Vite lists the entry's static imports there).
 */
export function firstLoadFiles(html: string, base: string): string[] {
  const files = new Set<string>()
  const strip = (url: string) => (url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''))
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(strip(m[1]!))
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(strip(m[1]!))
  return [...files]
}

/** Adds the static imports of `files`, transitively (Vite preloads them all; this checks it did). */
export function withStaticImports(files: readonly string[], chunks: readonly BuiltChunk[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f)) return
    seen.add(f)
    for (const i of byName.get(f)?.imports ?? []) visit(i)
  }
  files.forEach(visit)
  return [...seen]
}

export function measureBundle(built: BuiltSubject): BundleResult & { firstLoad: string[] } {
  const firstLoad = withStaticImports(firstLoadFiles(built.html, `/${built.name}/`), built.chunks)
  const gz = new Map(built.chunks.map((c) => [c.fileName, gzipSize(c.code)]))
  const raw = new Map(built.chunks.map((c) => [c.fileName, Buffer.byteLength(c.code)]))
  const sum = (names: Iterable<string>, m: Map<string, number>) => [...names].reduce((t, n) => t + (m.get(n) ?? 0), 0)
  const locales = localeBytes(built.chunks, (code) => gzipSize(code)).perLocale
  return {
    totalJsGzip: sum(gz.keys(), gz),
    totalJsRaw: sum(raw.keys(), raw),
    firstLoadGzip: sum(firstLoad, gz),
    firstLoadRaw: sum(firstLoad, raw),
    jsFiles: built.chunks.length,
    ...(Object.keys(locales).length ? { localesGzip: locales } : {}),
    firstLoadLocaleModules: localeModulesIn(built.chunks.filter((c) => firstLoad.includes(c.fileName))).length,
    ...(built.name.startsWith('airlock') ? { chainFamilyRaw: chainFamilyBytes(built.chunks) } : {}),
    firstLoad,
  }
}
