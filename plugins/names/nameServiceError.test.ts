import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../kernel/plugin'
import { isUserRejection, nameServiceError } from './nameServiceError'

describe('nameServiceError', () => {
  it('NAME-15 takes the message from reasons[0].description', () => {
    const error = new HttpStatusError(400, 'http://x', { reasons: [{ name: 'NAME_TAKEN', description: 'Name is already registered' }] })
    expect(nameServiceError(error, 'fallback').message).toBe('Name is already registered')
  })

  it('NAME-16 falls back to the catalogue message without a reason (no body, empty reasons, garbage)', () => {
    for (const body of [undefined, {}, { reasons: [] }, { reasons: [{ description: '  ' }] }, { reasons: 'x' }, 'text']) {
      expect(nameServiceError(new HttpStatusError(500, 'http://x', body), 'Error resolving name').message).toBe('Error resolving name')
    }
    expect(nameServiceError(new TypeError('fetch failed'), 'Error resolving name').message).toBe('Error resolving name')
  })

  it('recognises an EIP-1193 user rejection, also when wrapped', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection(new Error('x'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
