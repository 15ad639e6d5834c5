import type { Messages } from './defineMessages'
import { fillEnglish } from './fillEnglish'
import type { MessageValues } from './formatMessage'

/**
 * The catalogue words of an error a visitor may read: which message and its values. The side
 * that shows the error words it in the locale shown then; the error's `message` stays English
 * for hosts and logs.
 */
export interface ErrorWords {
  readonly messages: Messages
  readonly key: string
  readonly values?: MessageValues
}

/** Anything thrown that carries `words` (ChainError and the plugins' own typed errors). */
export interface WordedError {
  readonly words?: ErrorWords
}

const isWords = (value: unknown): value is ErrorWords => {
  const w = value as Partial<ErrorWords> | undefined
  return Boolean(w && typeof w === 'object' && typeof w.key === 'string' && w.messages && typeof w.messages.en?.[w.key] === 'string')
}

/**
 * The words of `error`, or of the error it wraps (a `cause`, a few levels deep): a wrapper that
 * only adds context keeps the words of what went wrong.
 */
export function errorWordsOf(error: unknown): ErrorWords | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const words = (current as WordedError).words
    if (isWords(words)) return words
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The English of some words: what the error's `message` says. */
export const englishOf = (words: ErrorWords): string => fillEnglish(words.messages.en[words.key]!, words.values)
