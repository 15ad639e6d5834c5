import { describe, expect, it } from 'vitest'
import { exactOrigin, isExactlyListed } from './exactOrigins'

describe('exact origins for the secure frame', () => {
  it('a port or host wildcard grants nothing; an exact entry grants its origin only', () => {
    const list = ['http://127.0.0.1:*', 'https://*.example.com', 'http://127.0.0.1:4316']
    expect(isExactlyListed('http://127.0.0.1:4316', list)).toBe(true)
    expect(isExactlyListed('http://127.0.0.1:4317', list)).toBe(false)
    expect(isExactlyListed('https://app.example.com', list)).toBe(false)
    expect(isExactlyListed('http://localhost:4316', list)).toBe(false)
  })

  it('scheme, host case and default ports compare as origins do', () => {
    expect(isExactlyListed('https://app.example.com', ['HTTPS://App.Example.com:443'])).toBe(true)
    expect(isExactlyListed('http://app.example.com', ['https://app.example.com'])).toBe(false)
    expect(exactOrigin('javascript:alert(1)')).toBeUndefined()
    expect(exactOrigin('not a url')).toBeUndefined()
  })
})
