import { useAppKitEmailLogin } from 'airlock/react'
import { useState, type FormEvent } from 'react'

/** The embedded wallet by email: the address, then (a new device) the mailed link, then the code. */
export function EmailLoginForm() {
  const login = useAppKitEmailLogin()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  if (!login.isAvailable) return null
  // The hook keeps the error; the promise rejecting too is for hosts that await it.
  const submit = (action: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault()
    void action().catch(() => undefined)
  }
  return (
    <section aria-labelledby="email-heading">
      <h2 id="email-heading">Email</h2>
      {login.step === 'email' && (
        <form onSubmit={submit(() => login.start(email))} noValidate className="row">
          <label htmlFor="headless-email" hidden>
            Email
          </label>
          <input id="headless-email" data-testid="headless-email-input" type="email" autoComplete="email" placeholder="Email" value={email} onFocus={login.prepare} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" data-testid="headless-email-submit" disabled={login.isPending}>
            Continue
          </button>
        </form>
      )}
      {login.step === 'device' && <p data-testid="headless-email-device">Approve the login link we sent to {login.email}.</p>}
      {login.step === 'code' && (
        <form onSubmit={submit(() => login.verify(code))} noValidate>
          <p>Enter the code we sent to {login.email}.</p>
          <div className="row">
            <label htmlFor="headless-code" hidden>
              Code
            </label>
            <input id="headless-code" data-testid="headless-code-input" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            <button type="submit" data-testid="headless-code-submit" disabled={login.isPending}>
              Verify
            </button>
          </div>
          <p className="row">
            <button type="button" onClick={() => void login.resend().catch(() => undefined)}>
              Resend code
            </button>
            <button type="button" onClick={login.reset}>
              Use another email
            </button>
          </p>
        </form>
      )}
      {login.error && (
        <p role="alert" data-testid="headless-email-error">
          {login.error.message}
        </p>
      )}
    </section>
  )
}
