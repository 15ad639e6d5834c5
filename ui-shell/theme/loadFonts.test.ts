// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { loadFonts } from './loadFonts'

afterEach(() => void (document.head.innerHTML = ''))

describe('loadFonts', () => {
  it('THEME-12 links the font provider stylesheet once, with the CSP nonce (the request itself is checked in the browser suite)', () => {
    const link = loadFonts('https://fonts.example.test/KHTeka.css', { nonce: 'XYZ' })
    expect(link?.rel).toBe('stylesheet')
    expect(link?.href).toBe('https://fonts.example.test/KHTeka.css')
    expect(link?.nonce).toBe('XYZ')
    loadFonts('https://fonts.example.test/KHTeka.css')
    expect(document.head.querySelectorAll('link[data-airlock-fonts]')).toHaveLength(1)
  })
  it('adds nothing for an empty URL: system fonts only', () => {
    expect(loadFonts('')).toBeUndefined()
    expect(document.head.querySelector('link')).toBeNull()
  })
})
