import { describe, expect, it } from 'vitest'
import type { BuiltChunk } from './buildSubject'
import { localeBytes, localeModulesIn, localeOf } from './localeBytes'

const chunk = (fileName: string, modules: string[], code = 'x'.repeat(100)): BuiltChunk => ({
  fileName, code, isEntry: false, isDynamicEntry: true, modules: Object.fromEntries(modules.map((m) => [m, 1])), imports: [], dynamicImports: [],
})

describe('bytes per locale', () => {
  it('reads the tag of core and plugin catalogue modules, not their loaders', () => {
    expect(localeOf('/r/kernel/i18n/locales/pt-BR/shell.ts')).toBe('pt-BR')
    expect(localeOf('/r/plugins/swap/locales/zh-TW.ts')).toBe('zh-TW')
    expect(localeOf('/r/plugins/swap/locales/index.ts')).toBeUndefined()
    expect(localeOf('/r/kernel/i18n/locales.ts')).toBeUndefined()
  })

  it('sums each locale’s own chunks and sets apart a chunk that mixes locales', () => {
    const chunks = [
      chunk('a.js', ['/r/kernel/i18n/locales/de/index.ts', '/r/kernel/i18n/locales/de/shell.ts']),
      chunk('b.js', ['/r/plugins/swap/locales/de.ts']),
      chunk('c.js', ['/r/plugins/swap/locales/ja.ts']),
      chunk('d.js', ['/r/plugins/swap/locales/fr.ts', '/r/plugins/swap/locales/es.ts']),
      chunk('e.js', ['/r/ui-shell/index.ts']),
    ]
    const { perLocale, mixed } = localeBytes(chunks, (code) => code.length)
    expect(perLocale).toEqual({ de: 200, ja: 100 })
    expect(mixed).toEqual(['d.js'])
    expect(localeModulesIn([chunks[4]!])).toEqual([])
    expect(localeModulesIn(chunks.slice(0, 1))).toHaveLength(2)
  })
})
