import { useEffect, useState } from 'react'
import { Flex, Icon, Spinner, Text, useMessages, useRouterState, useService, vars } from '../../../ui-shell/components'
import { ROUTER } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import { errorMessages, errorText } from './errorText'
import { verifyDeviceMessages } from './messages'
import { DATA, withData } from './withData'

/** A new device: the secure site mailed an approval link; once it is opened, the code follows. */
export default function EmailVerifyDevice() {
  const service = useService(AUTH_SERVICE)
  const router = useService(ROUTER)
  const { data } = useRouterState()
  const email = typeof data?.email === 'string' ? data.email : ''
  // The error as it came, put in words at render (so a locale switch rewords it too).
  const [error, setError] = useState<{ cause: unknown }>()
  const t = useMessages(verifyDeviceMessages)
  const te = useMessages(errorMessages)

  useEffect(() => {
    if (!email) return
    let live = true
    service.awaitDevice(email).then(
      () => live && router.replace('EmailVerifyOtp', { email }),
      (e: unknown) => live && setError({ cause: e }),
    )
    return () => {
      live = false
    }
  }, [email, service, router])

  return (
    <Flex direction="column" align="center" gap={16} padding="24px 20px 28px" data-testid="w3m-email-verify-device-view">
      <span style={{ color: vars.accent }}>
        <Icon name="info" size={40} />
      </span>
      <Text as="h2" variant="large-600" align="center">
        {t('title')}
      </Text>
      <Text as="p" variant="paragraph-400" color="secondary" align="center" data-testid="w3m-email-verify-device-text">
        {email ? withData(t('approveLink', { email: DATA }), email) : t('approveLinkYourEmail')}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        {t('note')}
      </Text>
      {error ? (
        <Text as="p" variant="small-400" color="error" align="center" role="alert">
          {errorText(error.cause, te)}
        </Text>
      ) : (
        <Spinner size={24} label={t('waiting')} />
      )}
    </Flex>
  )
}
