// UpdateEmailWallet on the secure site over real HTTP: the primary code (current email), the
// secondary code (new email), and what must be refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EmailUpdateErrors } from './emailUpdateRoutes'
import { startSecureSite, type SecureSite } from './startSecureSite'
import { deviceClient, mailsTo, signedInByEmail } from './testing'

let site: SecureSite
let clock = 9_000_000

beforeAll(async () => {
  site = await startSecureSite({ now: () => clock })
})
afterAll(() => site?.close())

describe('email update (secure site)', () => {
  it('primary code to the current email, then secondary code to the new one; the session and the key owner follow', async () => {
    const call = await signedInByEmail(site, 'old@example.com')
    expect((await call('/v1/email/update/start', { email: 'New@Example.com' })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const [primary] = await mailsTo(site, 'old@example.com')
    expect(primary).toMatchObject({ subject: 'Confirm your email change', code: expect.stringMatching(/^\d{6}$/) })
    // The secondary step cannot come first.
    expect((await call('/v1/email/update/secondary', { code: primary!.code })).body).toEqual({ error: EmailUpdateErrors.notStarted, reason: 'email_change_not_started' })
    const wrong = primary!.code === '000000' ? '111111' : '000000'
    expect((await call('/v1/email/update/primary', { code: wrong })).body).toEqual({ error: 'Invalid code', reason: 'email_code_invalid' })
    expect((await call('/v1/email/update/primary', { code: primary!.code })).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const [secondary] = await mailsTo(site, 'new@example.com')
    expect(secondary).toMatchObject({ subject: 'Confirm your new email', code: expect.stringMatching(/^\d{6}$/) })
    expect((await call('/v1/email/update/resend', {})).status).toBe(429)
    expect((await call('/v1/email/update/secondary', { code: secondary!.code })).body).toEqual({ email: 'new@example.com', userId: 'old@example.com' })
    expect((await call('/v1/session')).body).toEqual({ email: 'new@example.com', userId: 'old@example.com' })

    // Signing in again with the new email reaches the same keys, on this device without a new approval.
    await call('/v1/signout', {})
    clock += 31_000
    expect((await call('/v1/email/start', { email: 'new@example.com' })).body).toEqual({ action: 'VERIFY_OTP' })
    const [code] = await mailsTo(site, 'new@example.com')
    expect((await call('/v1/email/verify', { email: 'new@example.com', code: code!.code })).body).toEqual({ email: 'new@example.com', userId: 'old@example.com' })
  })

  it('the freed email is a new account with keys of its own', async () => {
    const call = await signedInByEmail(site, 'old@example.com')
    expect((await call('/v1/session')).body).toEqual({ email: 'old@example.com', userId: 'old@example.com#2' })
  })

  it('refuses the same email, an email of another account, no session, and a social account', async () => {
    const call = await signedInByEmail(site, 'bea@example.com')
    expect((await call('/v1/email/update/start', { email: 'bea@example.com' })).body).toEqual({ error: EmailUpdateErrors.sameEmail, reason: 'email_same' })
    expect((await call('/v1/email/update/start', { email: 'new@example.com' })).body).toEqual({ error: EmailUpdateErrors.taken, reason: 'email_taken' })
    expect((await call('/v1/email/update/start', { email: 'not an email' })).status).toBe(400)
    expect((await deviceClient(site)('/v1/email/update/start', { email: 'x@example.com' })).status).toBe(401)
    expect((await call('/v1/email/update/primary', { code: '123456' })).body).toEqual({ error: EmailUpdateErrors.notStarted, reason: 'email_change_not_started' })
  })
})
