import { describe, expect, it } from 'vitest'
import { isCloseDisabled } from './isCloseDisabled'

describe('isCloseDisabled', () => {
  const ctx = (required: boolean, sessions: boolean) => ({
    isSignInRequired: () => required,
    hasSiwxSessions: () => sessions,
  })

  it('RTR-16 disables closing on SIWXSignMessage and ApproveTransaction when sign-in is required and there are no sessions', () => {
    expect(isCloseDisabled(ctx(true, false), 'SIWXSignMessage')).toBe(true)
    expect(isCloseDisabled(ctx(true, false), 'ApproveTransaction')).toBe(true)
  })

  it('RTR-16 allows closing elsewhere, when sign-in is optional, or once a session exists', () => {
    expect(isCloseDisabled(ctx(true, false), 'Account')).toBe(false)
    expect(isCloseDisabled(ctx(false, false), 'SIWXSignMessage')).toBe(false)
    expect(isCloseDisabled(ctx(true, true), 'ApproveTransaction')).toBe(false)
  })

  it('asks the close guards plugins registered, on any view', () => {
    const guarded = { ...ctx(false, false), isCloseGuarded: (view: string) => view === 'ApproveTransaction' }
    expect(isCloseDisabled(guarded, 'ApproveTransaction')).toBe(true)
    expect(isCloseDisabled(guarded, 'Account')).toBe(false)
  })
})
