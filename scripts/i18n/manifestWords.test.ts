import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { manifestMessageKey } from '../../kernel/i18n/defineMessages'
import { SUPPORTED_LOCALES } from '../../kernel/i18n/locales'
import type { PluginManifest } from '../../kernel/plugins/types'

const root = resolve(__dirname, '../..')
const translated = SUPPORTED_LOCALES.filter((l) => l !== 'en')

// The words a manifest shows in the modal (view titles, account actions, tabs, slot labels) with the
// catalogue key each is looked up by: English in the manifest, every other locale in its catalogue.
function manifestWords(manifest: PluginManifest): string[] {
  const keys: string[] = []
  for (const [name, view] of Object.entries(manifest.views ?? {})) if ((view as { title?: string }).title) keys.push(manifestMessageKey.view(name))
  for (const action of manifest.accountActions ?? []) keys.push(manifestMessageKey.action(action.id))
  for (const tab of manifest.accountTabs ?? []) keys.push(manifestMessageKey.tab(tab.id))
  for (const entries of Object.values(manifest.slots ?? {})) {
    for (const entry of entries as { id: string; label?: string; view?: string }[]) if (entry.label && entry.view) keys.push(manifestMessageKey.slot(entry.id))
  }
  return keys
}

const plugins = readdirSync(join(root, 'plugins')).filter((id) => existsSync(join(root, 'plugins', id, 'index.ts')))

describe('manifest words in every locale (BYD-31)', () => {
  it.each(plugins)('plugins/%s: every title, action, tab and slot label it shows has each locale’s words', async (id) => {
    const module = (await import(pathToFileURL(join(root, 'plugins', id, 'index.ts')).href)) as Record<string, unknown>
    const manifest = Object.values(module).find((v): v is PluginManifest => typeof v === 'object' && v !== null && typeof (v as PluginManifest).id === 'string' && ('load' in v || 'views' in v || 'messages' in v))
    expect(manifest, `plugins/${id} exports its manifest`).toBeDefined()
    const keys = manifestWords(manifest!)
    if (!keys.length) return
    for (const locale of translated) {
      const file = join(root, 'plugins', id, 'locales', `${locale}.ts`)
      expect(existsSync(file), `plugins/${id}/locales/${locale}.ts`).toBe(true)
      const catalogue = ((await import(pathToFileURL(file).href)) as { default: Record<string, string> }).default
      expect(keys.filter((key) => !catalogue[key]), `${id}/${locale}`).toEqual([])
    }
  })
})
