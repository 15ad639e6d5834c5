import { useEffect, useState } from 'react'
import { Flex, Icon, Spinner, Text, useRouterState, useService, vars } from '../../../ui-shell/components'
import { ROUTER } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import { errorText } from './errorText'

/** A new device: the secure site mailed an approval link; once it is opened, the code follows. */
export default function EmailVerifyDevice() {
  const service = useService(AUTH_SERVICE)
  const router = useService(ROUTER)
  const { data } = useRouterState()
  const email = typeof data?.email === 'string' ? data.email : ''
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!email) return
    let live = true
    service.awaitDevice(email).then(
      () => live && router.replace('EmailVerifyOtp', { email }),
      (e: unknown) => live && setError(errorText(e)),
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
        Register this device to continue
      </Text>
      <Text as="p" variant="paragraph-400" color="secondary" align="center" data-testid="w3m-email-verify-device-text">
        Approve the login link we sent to {email || 'your email'}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        The code will be sent to you once the device is approved. The link expires in 20 minutes.
      </Text>
      {error ? (
        <Text as="p" variant="small-400" color="error" align="center" role="alert">
          {error}
        </Text>
      ) : (
        <Spinner size={24} label="Waiting for approval" />
      )}
    </Flex>
  )
}
