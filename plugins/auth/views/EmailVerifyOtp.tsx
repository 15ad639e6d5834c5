import { Flex, Text, useMessages, useRouterState, useService } from '../../../ui-shell/components'
import { MODAL_CONTROLLER } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import { CodeStepStatus, ResendRow } from './CodeStepParts'
import { commonMessages, verifyOtpMessages } from './messages'
import { OtpInput } from './OtpInput'
import { DATA, withData } from './withData'
import { RESEND_AFTER_S, useCodeStep } from './useCodeStep'

export { RESEND_AFTER_S }

/** EmailVerifyOtp: the six-digit code from the mail; the sixth digit submits it. */
export default function EmailVerifyOtp() {
  const service = useService(AUTH_SERVICE)
  const modal = useService(MODAL_CONTROLLER)
  const { data } = useRouterState()
  const t = useMessages(verifyOtpMessages)
  const common = useMessages(commonMessages)
  const email = typeof data?.email === 'string' ? data.email : ''
  const { code, setCode, error, busy, notice, left, submit, resend, live } = useCodeStep(
    async (value) => {
      await service.verifyCode(email, value)
      if (live.current) await modal.connected({ namespace: 'eip155', fromView: 'EmailVerifyOtp' })
    },
    () => service.resendCode(email),
  )

  return (
    <Flex direction="column" align="center" gap={16} padding="20px 20px 28px" data-testid="w3m-email-verify-otp-view">
      <Text as="p" variant="paragraph-400" align="center" data-testid="w3m-email-otp-text">
        {withData(common('enterCode', { email: DATA }), email)}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        {t('expires')}
      </Text>
      <OtpInput value={code} onChange={setCode} onComplete={(value) => void submit(value)} disabled={busy} invalid={Boolean(error)} />
      <CodeStepStatus busy={busy} error={error} notice={notice} errorTestId="w3m-email-otp-error" />
      <ResendRow left={left} onResend={() => void resend()} testIdPrefix="w3m-email-otp" />
    </Flex>
  )
}
