import { useState, type FormEvent } from 'react'
import { Button, Flex, Input, Text, useMessages, useRouterState, useService, useStoreState } from '../../../ui-shell/components'
import { ROUTER } from '../../../kernel/plugin'
import { AUTH_LOGIN_FLOWS, AUTH_SERVICE } from '../index'
import { errorMessages, errorText } from './errorText'
import { commonMessages, updateEmailMessages } from './messages'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** UpdateEmailWallet: the new email; saving mails a code to the current one first. */
export default function UpdateEmailWallet() {
  const flows = useService(AUTH_LOGIN_FLOWS)
  const router = useService(ROUTER)
  const t = useMessages(updateEmailMessages)
  const common = useMessages(commonMessages)
  const te = useMessages(errorMessages)
  const { session } = useStoreState(useService(AUTH_SERVICE).store)
  const { data } = useRouterState()
  const current = session?.email ?? (typeof data?.email === 'string' ? data.email : '')
  const [email, setEmail] = useState(current)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const next = email.trim()
  const changed = next.toLowerCase() !== current.toLowerCase()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !changed) return
    if (!EMAIL.test(next)) return setError(common('invalidEmail'))
    setBusy(true)
    setError(undefined)
    try {
      await flows.startEmailUpdate(next)
      router.push('UpdateEmailPrimaryOtp', { email: current, newEmail: next })
    } catch (e) {
      setError(errorText(e, te))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="w3m-update-email-view">
      <Flex direction="column" gap={16} padding="16px 20px 24px">
        <Text as="p" variant="small-400" color="secondary" align="center">
          {t('intro')}
        </Text>
        {/* AppKit's wui-email-input names the box with the input inside (its lab fills `wui-email-input input`). */}
        <div data-testid="wui-email-input">
          <Input
            label={t('newEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={error}
            disabled={busy}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(undefined)
            }}
          />
        </div>
        <Flex gap={8}>
          <Button type="button" variant="neutral" fullWidth onClick={() => router.goBack()}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="accent" fullWidth loading={busy} disabled={!changed || !next} data-testid="w3m-update-email-save">
            {t('save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
