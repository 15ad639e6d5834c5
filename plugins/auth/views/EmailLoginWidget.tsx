import { useState, type FormEvent } from 'react'
import { Button, Flex, Input, useMessages, useOptionalService, useService } from '../../../ui-shell/components'
import { ROUTER } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import { errorMessages, errorText } from './errorText'
import { commonMessages, emailLoginMessages } from './messages'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The Connect view's email widget: Enter (or Continue) sends the code or the device link. */
export default function EmailLoginWidget({ disabled: off }: { disabled?: boolean }) {
  const service = useOptionalService(AUTH_SERVICE)
  const router = useService(ROUTER)
  const t = useMessages(emailLoginMessages)
  const common = useMessages(commonMessages)
  const te = useMessages(errorMessages)
  const disabled = off || !service
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const valid = EMAIL.test(email.trim())

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!service || busy) return
    if (!valid) return setError(common('invalidEmail'))
    setBusy(true)
    setError(undefined)
    try {
      const address = email.trim()
      const { action } = await service.startEmail(address)
      router.push(action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp', { email: address })
    } catch (e) {
      setError(errorText(e, te))
    } finally {
      setBusy(false)
    }
  }

  return (
    // Focus (it bubbles from the input) starts the secure frame while the visitor types.
    <form onSubmit={submit} onFocus={() => service?.prepare()} noValidate>
      <Flex direction="column" gap={8}>
        {/* AppKit's wui-email-input names the box with the input inside (its lab fills `wui-email-input input`). */}
        <div data-testid="wui-email-input">
          <Input
            label={t('email')}
            hideLabel
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('email')}
            value={email}
            disabled={disabled}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(undefined)
            }}
            trailing={
              valid ? (
                <Button type="submit" size="sm" variant="accent" loading={busy} disabled={disabled} data-testid="wui-email-submit">
                  {t('continue')}
                </Button>
              ) : undefined
            }
          />
        </div>
      </Flex>
    </form>
  )
}
