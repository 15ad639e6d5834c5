import { describe, expect, it } from 'vitest'
import { AirlockError, ErrorMessages, HttpStatusError } from '../../kernel/plugin'
import { SessionErrors } from './createSmartSessionsService'
import { sessionErrorKey, sessionErrorMessages } from './sessionMessages'

describe('sessionErrorKey', () => {
  it('finds the key of each error the service raises, whose English the catalogue repeats', () => {
    expect(sessionErrorKey(new AirlockError(SessionErrors.fetch))).toBe('fetch')
    expect(sessionErrorKey(new AirlockError(SessionErrors.revoke))).toBe('revoke')
    expect(sessionErrorKey(new AirlockError(SessionErrors.unsupported))).toBe('unsupported')
    expect(sessionErrorKey(new AirlockError(ErrorMessages.addressOrAuthConnectorNotFound))).toBe('addressOrAuthConnectorNotFound')
    for (const key of ['fetch', 'revoke', 'unsupported'] as const) expect(sessionErrorMessages.en[key]).toBe(SessionErrors[key])
  })

  it('a declined signature is one; a reason the cosigner gave is not ours', () => {
    expect(sessionErrorKey({ code: 4001, message: 'User rejected' })).toBe('signatureDeclined')
    expect(sessionErrorKey(new AirlockError('Session already revoked'))).toBeUndefined()
    expect(sessionErrorKey(new HttpStatusError(500, 'http://x'))).toBeUndefined()
  })
})
