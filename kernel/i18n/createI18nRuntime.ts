import type { Store } from '../store/createStore'
import type { Catalogue, CatalogueLoaders, Messages } from './defineMessages'
import { CORE_PACK } from './defineMessages'
import { formatMessage, type MessageValues } from './formatMessage'
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type TranslatedLocale } from './locales'
import { localeStateOf, type LocaleState } from './localeState'

export interface I18nRuntime {
  /** Adds a pack's locale loaders (a plugin's, when it loads); loads the current locale's chunk. */
  registerPack(pack: string, loaders: CatalogueLoaders): Promise<void>
  /** Loads every registered pack's chunk for `locale`, then switches to it (no mixed-language frame). */
  switchTo(locale: string): Promise<void>
  /** Whether `pack` can be shown in the current locale without waiting. */
  isReady(pack: string): boolean
  /**
   * Resolves once `pack` can be shown in the current locale (a failed chunk falls back to English).
   * A plugin pack's views sit in the core's chrome and words (Try again, Back), so core is awaited too.
   */
  ready(pack: string): Promise<void>
  text<K extends string>(messages: Messages<K>, key: K, values?: MessageValues): string
  /** A translated manifest string (`views.<name>`, …) from any registered pack, else `english`. */
  manifestText(key: string, english: string): string
}

type Loaded = Map<string, Catalogue>

/**
 * The message side of the kit, loaded on first use: a visitor who stays in English never needs
 * it for the buttons. One chunk per pack and locale; the core pack's chunk carries every core
 * string of that locale (one request).
 */
export function createI18nRuntime(state: Store<LocaleState>, coreLoaders: CatalogueLoaders, warn: (message: string) => void): I18nRuntime {
  const packs = new Map<string, CatalogueLoaders>([[CORE_PACK, coreLoaders]])
  // pack → locale → catalogue; a pack without a chunk for a locale gets an empty one (English).
  const loaded = new Map<string, Loaded>()
  const pending = new Map<string, Promise<void>>()
  let pseudo: ((pattern: string) => string) | undefined
  const pseudoCache = new Map<string, string>()

  const needsChunk = (locale: string) => locale !== DEFAULT_LOCALE && locale !== PSEUDO_LOCALE
  const has = (pack: string, locale: string) => !needsChunk(locale) || loaded.get(pack)?.has(locale) === true

  const load = (pack: string, locale: string): Promise<void> => {
    if (locale === PSEUDO_LOCALE) {
      return pseudo ? Promise.resolve() : import('./pseudoLocalize').then((m) => void (pseudo = m.pseudoLocalize))
    }
    if (has(pack, locale)) return Promise.resolve()
    const id = `${pack}:${locale}`
    const running = pending.get(id)
    if (running) return running
    const loader = packs.get(pack)?.[locale as TranslatedLocale]
    const remember = (catalogue: Catalogue) => {
      let byLocale = loaded.get(pack)
      if (!byLocale) loaded.set(pack, (byLocale = new Map()))
      byLocale.set(locale, catalogue)
    }
    // No chunk (or no pack yet): English at once, so a pack that registers later finds no
    // placeholder still in flight and loads its real chunk.
    if (!loader) {
      remember({})
      return Promise.resolve()
    }
    const done = loader().then(
      (module) => remember(module.default),
      (error: unknown) => {
        // A chunk that fails to load leaves that pack in English rather than the view blank.
        warn(`could not load the ${locale} messages of ${pack}: ${String(error)}`)
        remember({})
      },
    )
    pending.set(id, done)
    return done.finally(() => pending.delete(id))
  }

  const lookup = (pack: string, id: string, english: string): string => {
    const locale = state.getState().locale
    if (locale === PSEUDO_LOCALE && pseudo) {
      let out = pseudoCache.get(english)
      if (out === undefined) pseudoCache.set(english, (out = pseudo(english)))
      return out
    }
    return loaded.get(pack)?.get(locale)?.[id] ?? english
  }

  // The newest switch wins: an older one whose chunks arrive later must not take the locale back.
  let latestSwitch = 0

  const runtime: I18nRuntime = {
    registerPack(pack, loaders) {
      // A pack asked for before it registered (a view's ready() while it loads) was remembered
      // empty, as English: its chunks replace that now.
      if (!packs.has(pack)) loaded.delete(pack)
      packs.set(pack, loaders)
      return load(pack, state.getState().locale)
    },
    async switchTo(locale) {
      const ticket = ++latestSwitch
      await Promise.all([...packs.keys()].map((pack) => load(pack, locale)))
      if (ticket !== latestSwitch) return
      state.setState((s) => localeStateOf(locale, s.revision + 1))
    },
    isReady: (pack) => {
      const { locale } = state.getState()
      return locale === PSEUDO_LOCALE ? pseudo !== undefined : has(pack, locale)
    },
    ready: (pack) => {
      const { locale } = state.getState()
      return Promise.all([load(CORE_PACK, locale), load(pack, locale)]).then(() => undefined)
    },
    text(messages, key, values) {
      const english = messages.en[key]
      const pattern = lookup(messages.pack, `${messages.area}.${key}`, english)
      const locale = state.getState().locale
      return formatMessage(pattern, values, locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale)
    },
    manifestText(key, english) {
      if (state.getState().locale === PSEUDO_LOCALE) return lookup(CORE_PACK, key, english)
      for (const pack of packs.keys()) {
        const hit = lookup(pack, key, '')
        if (hit) return hit
      }
      return lookup(CORE_PACK, key, english)
    },
  }
  return runtime
}
