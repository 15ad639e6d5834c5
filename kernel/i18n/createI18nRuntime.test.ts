import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../store/createStore'
import { createI18nRuntime } from './createI18nRuntime'
import { defineMessages, type CatalogueLoaders } from './defineMessages'
import { localeStateOf, type LocaleState } from './localeState'

const connect = defineMessages('core', 'connect', { title: 'Connect Wallet', count: '{n, plural, one {# wallet} other {# wallets}}' })
const send = defineMessages('send', 'WalletSend', { preview: 'Preview send' })

const CORE: CatalogueLoaders = {
  de: async () => ({ default: { 'connect.title': 'Wallet verbinden', 'connect.count': '{n, plural, one {# Wallet} other {# Wallets}}' } }),
  ar: async () => ({ default: { 'connect.title': 'ربط المحفظة' } }),
  fr: () => Promise.reject(new Error('chunk failed')),
}

function setup() {
  const state = createStore<LocaleState>(localeStateOf('en'))
  const warn = vi.fn()
  return { state, warn, runtime: createI18nRuntime(state, CORE, warn) }
}

describe('createI18nRuntime', () => {
  it('switches only once every registered pack of the new locale has loaded', async () => {
    const { state, runtime } = setup()
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    await runtime.registerPack('send', { de: async () => (await gate, { default: { 'WalletSend.preview': 'Senden prüfen' } }) })
    const seen: string[] = []
    state.subscribe((s) => seen.push(s.locale))
    const switching = runtime.switchTo('de')
    await Promise.resolve()
    expect(state.getState().locale).toBe('en')
    release()
    await switching
    expect(seen).toEqual(['de'])
    expect(runtime.text(connect, 'title')).toBe('Wallet verbinden')
    expect(runtime.text(connect, 'count', { n: 1200 })).toBe('1.200 Wallets')
    expect(runtime.text(send, 'preview')).toBe('Senden prüfen')
  })

  it('keeps the newest switch when an older one’s chunk arrives later', async () => {
    const state = createStore<LocaleState>(localeStateOf('en'))
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const runtime = createI18nRuntime(state, { ...CORE, de: async () => (await gate, { default: {} }) }, vi.fn())
    const slow = runtime.switchTo('de')
    await runtime.switchTo('ar')
    release()
    await slow
    expect(state.getState().locale).toBe('ar')
  })

  it('sets the direction from the locale and keeps English for keys a locale lacks', async () => {
    const { state, runtime } = setup()
    await runtime.switchTo('ar')
    expect(state.getState()).toEqual({ locale: 'ar', dir: 'rtl', revision: 1 })
    expect(runtime.text(connect, 'title')).toBe('ربط المحفظة')
    expect(runtime.text(connect, 'count', { n: 2 })).toBe(`${new Intl.NumberFormat('ar').format(2)} wallets`)
  })

  it('falls back to English with a warning when a chunk fails to load', async () => {
    const { state, runtime, warn } = setup()
    await runtime.switchTo('fr')
    expect(state.getState().locale).toBe('fr')
    expect(runtime.text(connect, 'title')).toBe('Connect Wallet')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load the fr messages of core'))
  })

  it('a pack registered later loads the current locale and is not ready before', async () => {
    const { runtime } = setup()
    await runtime.switchTo('de')
    const loading = runtime.registerPack('send', { de: async () => ({ default: { 'WalletSend.preview': 'Senden prüfen', 'views.WalletSend': 'Senden' } }) })
    expect(runtime.isReady('send')).toBe(false)
    await loading
    expect(runtime.isReady('send')).toBe(true)
    expect(runtime.manifestText('views.WalletSend', 'Send')).toBe('Senden')
    expect(runtime.manifestText('views.Unknown', 'Unknown')).toBe('Unknown')
  })

  it('a plugin pack is ready only once the core words its views sit among are in too', async () => {
    // A kit created in German starts in 'de' before any chunk is in; the plugin's chunk may win the race.
    const state = createStore<LocaleState>(localeStateOf('de'))
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const runtime = createI18nRuntime(state, { de: async () => { await gate; return CORE.de!() } }, vi.fn())
    await runtime.registerPack('send', { de: async () => ({ default: { 'WalletSend.preview': 'Senden prüfen' } }) })
    let ready = false
    const waiting = runtime.ready('send').then(() => (ready = true))
    await new Promise((r) => setTimeout(r, 0))
    expect(ready).toBe(false)
    release()
    await waiting
    expect(runtime.text(connect, 'title')).toBe('Wallet verbinden')
  })

  it('the pseudo-locale brackets every message, manifest titles too', async () => {
    const { runtime } = setup()
    await runtime.switchTo('en-XA')
    expect(runtime.text(connect, 'title')).toMatch(/^\[Çöññéçţ Ŵåļļéţ~+\]$/)
    expect(runtime.text(connect, 'count', { n: 3 })).toMatch(/^\[3 ŵåļļéţš~+\]$/)
    expect(runtime.manifestText('views.WalletSend', 'Send')).toMatch(/^\[Šéñđ~+\]$/)
  })

  it('loads a pack that registers after a view already asked for it (a chain family’s pack during start-up)', async () => {
    const { runtime } = setup()
    await runtime.switchTo('de')
    // Asked for before it registered: English for now, not a placeholder that blocks the chunk.
    await runtime.ready('send')
    expect(runtime.text(send, 'preview')).toBe('Preview send')
    await runtime.registerPack('send', { de: async () => ({ default: { 'WalletSend.preview': 'Senden prüfen' } }) })
    expect(runtime.text(send, 'preview')).toBe('Senden prüfen')
  })
})
