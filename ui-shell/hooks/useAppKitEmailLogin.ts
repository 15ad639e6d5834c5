import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { EMAIL_LOGIN } from '../../kernel'
import { useOptionalService } from '../kit/useService'

/** Where an email login stands: the address to ask for, the device link to open, the code to type. */
export type EmailLoginStep = 'email' | 'device' | 'code'

export interface UseAppKitEmailLoginReturn {
  /** False while the auth plugin is not active (the `email` flag off, or its chunk not loaded yet). */
  isAvailable: boolean
  step: EmailLoginStep
  /** The address the login is for, once `start` was called. */
  email: string | undefined
  isPending: boolean
  /** The last step's failure (a wrong code, an unknown address), cleared by the next step. */
  error: Error | undefined
  /** Sends the code, or first the device-approval link (step `device` until it is opened, then `code`). */
  start(email: string): Promise<void>
  /** Checks the code and connects the embedded wallet; resolves once connected. */
  verify(code: string): Promise<void>
  resend(): Promise<void>
  /** Back to step `email`. */
  reset(): void
  /** Makes the secure frame ahead of `start` (call it when the visitor focuses the email field). */
  prepare(): void
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The email widget's own wording for the same mistake. */
export const INVALID_EMAIL = 'Enter a valid email address'
const UNAVAILABLE = 'Email login is not available: add the auth plugin and keep the email feature on'

/**
 * The embedded wallet's email login for a host's own connect UI, with no modal code (Airlock's:
 * AppKit 1.8's headless API has no email). Pairs with `useAppKitWallets` for the wallets.
 */
export function useAppKitEmailLogin(): UseAppKitEmailLoginReturn {
  const login = useOptionalService(EMAIL_LOGIN)
  const [step, setStep] = useState<EmailLoginStep>('email')
  const [email, setEmail] = useState<string>()
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<Error>()
  // A reset or a new start makes an older step's late answer stale.
  const attempt = useRef(0)
  useEffect(() => () => void (attempt.current += 1), [])

  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    const mine = attempt.current
    setIsPending(true)
    setError(undefined)
    try {
      return await work()
    } catch (e) {
      const failure = e instanceof Error ? e : new Error(String(e))
      if (mine === attempt.current) setError(failure)
      throw failure
    } finally {
      if (mine === attempt.current) setIsPending(false)
    }
  }, [])

  const start = useCallback(
    (address: string) => {
      const mine = ++attempt.current
      const trimmed = address.trim()
      return run(async () => {
        if (!login) throw new Error(UNAVAILABLE)
        if (!EMAIL.test(trimmed)) throw new Error(INVALID_EMAIL)
        setEmail(trimmed)
        const { action } = await login.start(trimmed)
        if (mine !== attempt.current) return
        if (action === 'VERIFY_OTP') return setStep('code')
        setStep('device')
        // The link is opened elsewhere (the visitor's mail); the code follows it.
        login.awaitDevice(trimmed).then(
          () => mine === attempt.current && setStep('code'),
          (e: unknown) => mine === attempt.current && setError(e instanceof Error ? e : new Error(String(e))),
        )
      })
    },
    [login, run],
  )
  const verify = useCallback(
    (code: string) =>
      run(async () => {
        if (!login) throw new Error(UNAVAILABLE)
        if (!email) throw new Error(INVALID_EMAIL)
        await login.verify(email, code.trim())
      }),
    [login, email, run],
  )
  const resend = useCallback(
    () =>
      run(async () => {
        if (!login || !email) throw new Error(login ? INVALID_EMAIL : UNAVAILABLE)
        await login.resend(email)
      }),
    [login, email, run],
  )
  const reset = useCallback(() => {
    attempt.current += 1
    setStep('email')
    setEmail(undefined)
    setError(undefined)
    setIsPending(false)
  }, [])
  const prepare = useCallback(() => login?.prepare(), [login])

  return useMemo(
    () => ({ isAvailable: Boolean(login), step, email, isPending, error, start, verify, resend, reset, prepare }),
    [login, step, email, isPending, error, start, verify, resend, reset, prepare],
  )
}
