import { errorMessage } from '../errors'
import type { I18nRuntime } from './createI18nRuntime'
import { errorWordsOf } from './errorWords'

/**
 * What a visitor reads for anything thrown: an error's catalogued words in the shown locale, else
 * its message as it came (a wallet's or an API's own text), else "Unknown error".
 */
export function errorText(i18n: Pick<I18nRuntime, 'text'>, error: unknown): string {
  const words = errorWordsOf(error)
  return words ? i18n.text(words.messages, words.key, words.values) : errorMessage(error)
}
