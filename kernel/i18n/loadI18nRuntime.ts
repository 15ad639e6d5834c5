import type { Store } from '../store/createStore'
import { CORE_LOCALES } from './coreLocales'
import { createI18nRuntime } from './createI18nRuntime'
import type { LocaleState } from './localeState'

/** The lazy half of the I18N service: the runtime with the core pack's locale chunks. */
export const loadI18nRuntime = (state: Store<LocaleState>, warn: (message: string) => void) => createI18nRuntime(state, CORE_LOCALES, warn)
