import { describe, expect, it } from 'vitest'
import { ChainError } from '../errors'
import { createI18n } from './createI18n'
import { defineMessages } from './defineMessages'
import { errorText } from './errorText'
import { errorWordsOf } from './errorWords'

// A chain family's pack as a third party would ship it: English here, German and French chunks.
const notes = defineMessages('chain-notes', 'Errors', { refused: 'The node refused it: {reason}', locked: 'The wallet is locked' })
const loaders = {
  de: async () => ({ default: { 'Errors.refused': 'Der Knoten hat abgelehnt: {reason}', 'Errors.locked': 'Die Wallet ist gesperrt' } }),
  fr: async () => ({ default: { 'Errors.refused': 'Le nœud a refusé : {reason}', 'Errors.locked': 'Le portefeuille est verrouillé' } }),
}

async function i18nIn(locale: string) {
  const i18n = createI18n(locale, () => {})
  await i18n.setLocale(locale)
  await i18n.registerPack('chain-notes', loaders)
  return i18n
}

describe('errorText: a catalogued error in the shown locale', () => {
  it('keeps the English as the message hosts read, with its code', () => {
    const error = ChainError.worded(notes, 'refused', { reason: 'BANDWIDTH' }, { code: 4200 })
    expect(error.message).toBe('The node refused it: BANDWIDTH')
    expect(error.code).toBe(4200)
    expect(error).toBeInstanceOf(ChainError)
  })

  it('words it in the locale, values filled in, and follows a locale switch', async () => {
    const i18n = await i18nIn('de')
    const error = ChainError.worded(notes, 'refused', { reason: 'BANDWIDTH' })
    expect(errorText(i18n, error)).toBe('Der Knoten hat abgelehnt: BANDWIDTH')
    await i18n.setLocale('fr')
    expect(errorText(i18n, error)).toBe('Le nœud a refusé : BANDWIDTH')
  })

  it('finds the words of a wrapped error', async () => {
    const i18n = await i18nIn('de')
    const wrapped = new Error('send failed', { cause: ChainError.worded(notes, 'locked') })
    expect(errorWordsOf(wrapped)?.key).toBe('locked')
    expect(errorText(i18n, wrapped)).toBe('Die Wallet ist gesperrt')
  })

  it('shows English in a locale the pack has no chunk for', async () => {
    const i18n = await i18nIn('ja')
    expect(errorText(i18n, ChainError.worded(notes, 'locked'))).toBe('The wallet is locked')
  })

  it('shows any other error as it came, and "Unknown error" for none (ERR-12)', async () => {
    const i18n = await i18nIn('de')
    expect(errorText(i18n, new Error('User rejected the request.'))).toBe('User rejected the request.')
    expect(errorText(i18n, undefined)).toBe('Unknown error')
    // Words naming no message of the pack are ignored, not trusted.
    expect(errorText(i18n, { message: 'raw', words: { messages: notes, key: 'nope' } })).toBe('raw')
  })
})
