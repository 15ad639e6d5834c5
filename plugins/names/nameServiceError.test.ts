import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../kernel/plugin'
import { isUserRejection, nameServiceError } from './nameServiceError'

describe('nameServiceError', () => {
  it('NAME-15 takes the message from reasons[0].description', () => {
    const error = new HttpStatusError(400, 'http://x', { reasons: [{ name: 'NAME_TAKEN', description: 'Name is already registered' }] })
    expect(nameServiceError(error, 'errorResolvingName').message).toBe('Name is already registered')
  })

  it('NAME-16 falls back to the catalogue message without a reason (no body, empty reasons, garbage)', () => {
    for (const body of [undefined, {}, { reasons: [] }, { reasons: [{ description: '  ' }] }, { reasons: 'x' }, 'text']) {
      expect(nameServiceError(new HttpStatusError(500, 'http://x', body), 'errorResolvingName').message).toBe('Error resolving name')
    }
    // Without a reason the message is the plugin's own: its key and values travel for the views to translate.
    expect(nameServiceError(new TypeError('fetch failed'), 'errorRegisteringName', { name: 'a' })).toMatchObject({ key: 'errorRegisteringName', values: { name: 'a' } })
    expect(nameServiceError(new HttpStatusError(400, 'http://x', { reasons: [{ description: 'Taken' }] }), 'errorResolvingName')).not.toHaveProperty('key')
    expect(nameServiceError(new TypeError('fetch failed'), 'errorRegisteringName', { name: 'alice.reown.id' }).message).toBe('Error registering name alice.reown.id')
  })

  it('recognises an EIP-1193 user rejection, also when wrapped', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection(new Error('x'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
