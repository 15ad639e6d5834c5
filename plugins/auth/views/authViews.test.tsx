// @vitest-environment jsdom
// The embedded wallet's views over a real headless kit (the shell's test kit) with the auth
// plugin, in a visitor's language: the plugin's pack loads and the views speak it, the email
// stays isolated data. The secure frame is never made: these views do not need it until a code
// is sent, and nothing here sends one.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18N, KIT_CONTAINER, ROUTER } from '../../../kernel'
import { createTestKit, type TestKit } from '../../../ui-shell/testing/createTestKit'
import { AUTH_SERVICE, auth } from '../index'
import EmailVerifyOtp from './EmailVerifyOtp'
import UpdateEmailWallet from './UpdateEmailWallet'

const EMAIL = 'ada@example.com'
const kits: TestKit[] = []
afterEach(() => {
  cleanup()
  kits.splice(0).forEach((k) => k.kit.destroy())
  localStorage.clear()
})

async function kitIn(locale: string) {
  // Nothing listens on port 9: the remote config fails fast and the local email flag holds.
  const t = createTestKit({ plugins: [auth], locale, features: { email: true }, endpoints: { fonts: '', api: 'http://127.0.0.1:9' } })
  kits.push(t)
  await t.kit.ready()
  const container = t.kit[KIT_CONTAINER]
  await waitFor(() => expect(container.isRegistered(AUTH_SERVICE, true)).toBe(true))
  await container.resolve(I18N).ready('auth')
  return { t, router: container.resolve(ROUTER) }
}

describe('the embedded wallet in the visitor’s language', () => {
  it('EmailVerifyOtp in Arabic: the sentence, expiry, countdown and code boxes translated; the email a left-to-right isolate never translated', async () => {
    const { t, router } = await kitIn('ar')
    act(() => router.push('EmailVerifyOtp', { email: EMAIL }))
    t.render(<EmailVerifyOtp />)
    const sentence = await screen.findByTestId('w3m-email-otp-text')
    expect(sentence.textContent).toBe(`أدخل الرمز الذي أرسلناه إلى ${EMAIL}`)
    const email = sentence.querySelector('bdi')!
    expect(email.textContent).toBe(EMAIL)
    expect(email.getAttribute('dir')).toBe('ltr')
    expect(email.getAttribute('translate')).toBe('no')
    expect(screen.getByText('تنتهي صلاحية الرمز خلال 20 دقيقة')).toBeTruthy()
    expect(screen.getByText('ألم يصلك؟')).toBeTruthy()
    expect(screen.getByTestId('w3m-email-otp-resend-countdown').textContent).toMatch(/^إعادة الإرسال خلال \S+ ث$/)
    expect(screen.getByTestId('wui-otp-input').getAttribute('aria-label')).toBe('رمز التحقق')
    expect(screen.getByTestId('wui-otp-input').querySelectorAll('input')[0]!.getAttribute('aria-label')).toMatch(/^الرقم \S+ من \S+$/)
  })

  it('UpdateEmailWallet in German: the intro, label and buttons; a bad address gets the German error', async () => {
    const { t, router } = await kitIn('de')
    act(() => router.push('UpdateEmailWallet', { email: EMAIL }))
    t.render(<UpdateEmailWallet />)
    expect(await screen.findByText('Wir senden einen Code an deine aktuelle E-Mail und dann einen an die neue. Deine Wallet und ihre Adresse bleiben gleich.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
    expect(screen.getByTestId('w3m-update-email-save').textContent).toBe('Speichern')
    const input = screen.getByTestId('wui-email-input').querySelector('input')!
    expect(screen.getByLabelText('Neue E-Mail')).toBe(input)
    fireEvent.change(input, { target: { value: 'ada-at-example' } })
    fireEvent.submit(screen.getByTestId('w3m-update-email-view'))
    expect(await screen.findByText('Gib eine gültige E-Mail-Adresse ein')).toBeTruthy()
  })
})
