import { lazyService, type LazyService } from '../container/lazyService'
import { createStore, type Store } from '../store/createStore'
import type { I18nRuntime } from './createI18nRuntime'
import { fillEnglish } from './fillEnglish'
import { DEFAULT_LOCALE } from './locales'
import { localeStateOf, resolveLocale, type LocaleState } from './localeState'

export interface I18n extends I18nRuntime {
  /** The shown locale and its direction; changes only once the new locale's messages are in. */
  readonly state: Store<LocaleState>
  /** AppKit-style `setLocale`: an unknown tag warns once and falls back, it never throws. */
  setLocale(tag: string): Promise<void>
}

/**
 * The kit's messages. Before its runtime loads (the first view or a non-English locale loads
 * it) it answers in English from the caller's own strings, so the buttons of an English page
 * pull in nothing.
 */
export function createI18n(requested: string | undefined, warn: (message: string) => void): LazyService<I18n> {
  const warned = new Set<string>()
  const warnOnce = (message: string) => {
    if (warned.has(message)) return
    warned.add(message)
    warn(message)
  }
  const state = createStore<LocaleState>(localeStateOf(resolveLocale(requested, warnOnce)))
  const stand: LazyService<I18n> = lazyService<I18n>(
    () =>
      import('./loadI18nRuntime').then(({ loadI18nRuntime }) => {
        const runtime = loadI18nRuntime(state, warnOnce)
        return { ...runtime, state, setLocale: (tag: string) => runtime.switchTo(resolveLocale(tag, warnOnce)) }
      }),
    {
      async: ['registerPack', 'switchTo', 'ready', 'setLocale'],
      unloaded: {
        isReady: () => state.getState().locale === DEFAULT_LOCALE,
        text: (messages, key, values) => fillEnglish(messages.en[key], values),
        manifestText: (_key, english) => english,
      },
      own: { state },
    },
  )
  return stand
}
