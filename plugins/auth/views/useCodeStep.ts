import { useEffect, useRef, useState } from 'react'
import { useMessages } from '../../../ui-shell/components'
import { errorMessages, errorText } from './errorText'
import { codeStepMessages } from './messages'
import { useCountdown } from './useCountdown'

/** The secure site allows a new code 30 s after the last one. */
export const RESEND_AFTER_S = 30

/**
 * A six-digit code step (login, the email change's two steps): `submit` checks a code and, on a
 * wrong one, shows why and clears the boxes; `resend` asks for a new code and restarts the 30 s
 * countdown. Nothing is set once the view has gone (the code may have moved it on).
 */
export function useCodeStep(check: (code: string) => Promise<void>, requestNew: () => Promise<void>) {
  const t = useMessages(codeStepMessages)
  const te = useMessages(errorMessages)
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
      await check(value)
    } catch (e) {
      if (!live.current) return
      setError(errorText(e, te))
      setCode('')
    } finally {
      if (live.current) setBusy(false)
    }
  }

  async function resend() {
    setError(undefined)
    setNotice(undefined)
    try {
      await requestNew()
      if (!live.current) return
      setNotice(t('newCode'))
      restart()
    } catch (e) {
      if (live.current) setError(errorText(e, te))
    }
  }

  return { code, setCode, error, busy, notice, left, submit, resend, live }
}
