import type { TranslatedLocale } from './locales'

/** One locale's translations of a pack, keyed `<area>.<key>`. */
export type Catalogue = Readonly<Record<string, string>>

/** Where a pack's translations load from, one lazy chunk per locale. */
export type CatalogueLoaders = Partial<Record<TranslatedLocale, () => Promise<{ default: Catalogue }>>>

/**
 * A group of messages with their English text, which ships in the module that shows them (so an
 * English visitor downloads nothing else). Translations live in the pack's locale chunks under
 * `<area>.<key>`.
 */
export interface Messages<K extends string = string> {
  readonly pack: string
  readonly area: string
  readonly en: Readonly<Record<K, string>>
}

export type MessageKey<M> = M extends Messages<infer K> ? K : never

/** `pack` is `core` for the kit's own views, the plugin's id for a plugin's. */
// Marked free of side effects: a module of messages nobody reads is dropped by any bundler.
/* @__NO_SIDE_EFFECTS__ */
export function defineMessages<const K extends string>(pack: string, area: string, en: Readonly<Record<K, string>>): Messages<K> {
  return { pack, area, en }
}

/** The core pack: the kernel's and the shell's messages. */
export const CORE_PACK = 'core'

/** The translations of a manifest's view titles, account actions and tabs sit in its pack under these keys. */
export const manifestMessageKey = {
  view: (name: string) => `views.${name}`,
  action: (id: string) => `actions.${id}`,
  tab: (id: string) => `tabs.${id}`,
  /** A slot entry's label (account header icons, account settings rows). */
  slot: (id: string) => `slots.${id}`,
}
