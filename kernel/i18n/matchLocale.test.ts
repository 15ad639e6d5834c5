import { describe, expect, it } from 'vitest'
import { matchLocale } from './matchLocale'

describe('matchLocale', () => {
  it('takes the first requested tag the kit ships, case-insensitively', () => {
    expect(matchLocale(['xx', 'JA', 'de'])).toBe('ja')
    expect(matchLocale(['pt-br'])).toBe('pt-BR')
  })

  it('falls back from a regional variant to its language', () => {
    expect(matchLocale(['de-AT'])).toBe('de')
    expect(matchLocale(['fr-CA', 'en'])).toBe('fr')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['iw-IL'])).toBe('he')
  })

  it('picks Chinese by script and region', () => {
    expect(matchLocale(['zh'])).toBe('zh-CN')
    expect(matchLocale(['zh-SG'])).toBe('zh-CN')
    expect(matchLocale(['zh-HK'])).toBe('zh-TW')
    expect(matchLocale(['zh-Hant'])).toBe('zh-TW')
    expect(matchLocale(['zh-Hans-HK'])).toBe('zh-CN')
  })

  it('skips garbage and returns undefined when nothing matches', () => {
    expect(matchLocale(['not a tag', '', 'sw-KE'])).toBeUndefined()
    expect(matchLocale([42 as unknown as string, 'es-MX'])).toBe('es')
  })
})
