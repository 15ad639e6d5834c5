import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from './createI18n'
import { defineMessages } from './defineMessages'

const m = defineMessages('core', 'buttons', { connect: 'Connect Wallet' })

afterEach(() => vi.unstubAllGlobals())

describe('createI18n', () => {
  it('takes the option, else the visitor’s best language, else English', () => {
    vi.stubGlobal('navigator', { languages: ['xx', 'de-AT', 'en'] })
    expect(createI18n(undefined, () => {}).state.getState()).toEqual({ locale: 'de', dir: 'ltr', revision: 0 })
    expect(createI18n('he-IL', () => {}).state.getState()).toEqual({ locale: 'he', dir: 'rtl', revision: 0 })
    vi.stubGlobal('navigator', { languages: ['sw'] })
    expect(createI18n(undefined, () => {}).state.getState().locale).toBe('en')
  })

  it('warns once for a tag it does not ship and falls back, never throwing', async () => {
    vi.stubGlobal('navigator', { languages: ['ja-JP'] })
    const warn = vi.fn()
    const i18n = createI18n('klingon', warn)
    expect(i18n.state.getState().locale).toBe('ja')
    await i18n.setLocale('klingon')
    await i18n.setLocale('klingon')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('"klingon"')
  })

  it('answers in English without loading anything until asked for another locale', async () => {
    vi.stubGlobal('navigator', { languages: ['en-US'] })
    const i18n = createI18n(undefined, () => {})
    expect(i18n.isReady('core')).toBe(true)
    expect(i18n.text(m, 'connect')).toBe('Connect Wallet')
    expect(i18n.loaded).toBe(false)
    await i18n.setLocale('de')
    expect(i18n.loaded).toBe(true)
    expect(i18n.state.getState().locale).toBe('de')
  })
})
