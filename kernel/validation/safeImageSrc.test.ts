import { describe, expect, it } from 'vitest'
import { safeImageSrc } from './safeImageSrc'

describe('safeImageSrc', () => {
  it('BYD-24 keeps image URLs: https, http, blob, data:image (SVG with spaces too), paths', () => {
    for (const url of [
      'https://api.example/image.png',
      'http://127.0.0.1:4000/w.png',
      'blob:http://127.0.0.1/0b1c',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"></svg>',
      '/icons/wallet.svg',
      'icon.png',
    ]) {
      expect(safeImageSrc(url)).toBe(url)
    }
  })

  it('BYD-24 drops script and document URLs and scheme tricks', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript://%0aalert(document.domain)//',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(safeImageSrc(url)).toBeUndefined()
    }
    expect(safeImageSrc(undefined)).toBeUndefined()
    expect(safeImageSrc(null)).toBeUndefined()
    expect(safeImageSrc('')).toBeUndefined()
  })
})
