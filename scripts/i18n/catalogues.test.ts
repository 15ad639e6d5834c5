import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseMessage } from '../../kernel/i18n/formatMessage'
import { SUPPORTED_LOCALES } from '../../kernel/i18n/locales'
import { collectMessages, localesDirOf } from './collectMessages'

const root = resolve(__dirname, '../..')
const messages = collectMessages(root)
const packs = [...new Set(messages.map((m) => m.pack))].sort()
const translated = SUPPORTED_LOCALES.filter((l) => l !== 'en')

// The argument names a pattern uses: a translation must fill the same ones.
const argumentsOf = (pattern: string) => [...new Set([...pattern.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]))].sort()

describe('message catalogues (BYD-31)', () => {
  it('finds the kit’s messages, each id once per pack, every English pattern readable', () => {
    expect(messages.length).toBeGreaterThan(0)
    const seen = new Map<string, string>()
    for (const m of messages) {
      const key = `${m.pack}:${m.id}`
      expect(seen.get(key), `${key} is defined in ${seen.get(key)} and ${m.file}`).toBeUndefined()
      seen.set(key, m.file)
      expect(() => parseMessage(m.text), `${key} in ${m.file}`).not.toThrow()
    }
  })

  describe.each(packs)('pack %s', (pack) => {
    const english = new Map(messages.filter((m) => m.pack === pack).map((m) => [m.id, m.text]))
    it.each(translated)('%s has every message, no stray key, the same placeholders', async (locale) => {
      const file = join(root, localesDirOf(pack), pack === 'core' ? `${locale}/index.ts` : `${locale}.ts`)
      expect(existsSync(file), `${localesDirOf(pack)}/${locale}.ts`).toBe(true)
      const catalogue = ((await import(pathToFileURL(file).href)) as { default: Record<string, string> }).default
      const missing = [...english.keys()].filter((id) => !(id in catalogue))
      // Manifest titles, actions, tabs and slot labels are English in the manifest, not in defineMessages.
      const stray = Object.keys(catalogue).filter((id) => !english.has(id) && !/^(views|actions|tabs|slots)\./.test(id))
      expect(missing, `missing in ${pack}/${locale}`).toEqual([])
      expect(stray, `stray in ${pack}/${locale}`).toEqual([])
      for (const [id, text] of Object.entries(catalogue)) {
        expect(() => parseMessage(text), `${pack}/${locale} ${id}`).not.toThrow()
        if (english.has(id)) expect(argumentsOf(text), `${pack}/${locale} ${id}`).toEqual(argumentsOf(english.get(id)!))
      }
    })
  })
})
