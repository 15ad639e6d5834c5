import { describe, expect, it } from 'vitest'
import { sessionStatus } from './sessionStatus'

describe('sessionStatus', () => {
  it('sorts a session into Active, Expired or Revoked; a revoke outranks an expiry', () => {
    expect(sessionStatus({ expiry: 2000 }, 1000)).toBe('active')
    expect(sessionStatus({ expiry: 1000 }, 1000)).toBe('expired')
    expect(sessionStatus({ expiry: 2000, revokedAt: 500 }, 1000)).toBe('revoked')
    expect(sessionStatus({ expiry: 100, revokedAt: 50 }, 1000)).toBe('revoked')
  })
})
