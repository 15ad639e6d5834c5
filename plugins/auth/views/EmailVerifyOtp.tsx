import { useEffect, useRef, useState } from 'react'
import { Flex, Link, Spinner, Text, useRouterState, useService } from '../../../ui-shell/components'
import { MODAL_CONTROLLER } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import { errorText } from './errorText'
import { OtpInput } from './OtpInput'
import { useCountdown } from './useCountdown'

/** The secure site allows a new code 30 s after the last one. */
export const RESEND_AFTER_S = 30

/** EmailVerifyOtp: the six-digit code from the mail; the sixth digit submits it. */
export default function EmailVerifyOtp() {
  const service = useService(AUTH_SERVICE)
  const modal = useService(MODAL_CONTROLLER)
  const { data } = useRouterState()
  const email = typeof data?.email === 'string' ? data.email : ''
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string>()
  const { left, restart } = useCountdown(RESEND_AFTER_S)
  const live = useRef(true)
  useEffect(() => () => void (live.current = false), [])

  async function submit(value: string) {
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      await service.verifyCode(email, value)
      if (live.current) await modal.connected({ namespace: 'eip155', fromView: 'EmailVerifyOtp' })
    } catch (e) {
      if (!live.current) return
      setError(errorText(e))
      setCode('')
    } finally {
      if (live.current) setBusy(false)
    }
  }

  async function resend() {
    setError(undefined)
    setNotice(undefined)
    try {
      await service.resendCode(email)
      if (!live.current) return
      setNotice('A new code is on its way.')
      restart()
    } catch (e) {
      if (live.current) setError(errorText(e))
    }
  }

  return (
    <Flex direction="column" align="center" gap={16} padding="20px 20px 28px" data-testid="w3m-email-verify-otp-view">
      <Text as="p" variant="paragraph-400" align="center" data-testid="w3m-email-otp-text">
        Enter the code we sent to {email}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        The code expires in 20 minutes
      </Text>
      <OtpInput value={code} onChange={setCode} onComplete={(value) => void submit(value)} disabled={busy} invalid={Boolean(error)} />
      <div aria-live="polite">
        {busy ? (
          <Spinner size={20} label="Checking the code" />
        ) : error ? (
          <Text as="p" variant="small-400" color="error" align="center" data-testid="w3m-email-otp-error">
            {error}
          </Text>
        ) : notice ? (
          <Text as="p" variant="small-400" color="secondary" align="center">
            {notice}
          </Text>
        ) : null}
      </div>
      <Flex gap={4} align="center">
        <Text variant="small-400" color="secondary">
          Didn't receive it?
        </Text>
        {left > 0 ? (
          <Text variant="small-500" color="secondary" data-testid="w3m-email-otp-resend-countdown">
            Resend in {left}s
          </Text>
        ) : (
          <Link size="small" onClick={() => void resend()} data-testid="w3m-email-otp-resend-button">
            Resend code
          </Link>
        )}
      </Flex>
    </Flex>
  )
}
