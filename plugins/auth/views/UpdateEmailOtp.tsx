import { Flex, Text, useMessages, useRouterState, useService } from '../../../ui-shell/components'
import { MODAL_CONTROLLER, ROUTER, SNACKBAR } from '../../../kernel/plugin'
import { AUTH_LOGIN_FLOWS } from '../index'
import { CodeStepStatus, ResendRow } from './CodeStepParts'
import { commonMessages, updateOtpMessages } from './messages'
import { OtpInput } from './OtpInput'
import { DATA, withData } from './withData'
import { useCodeStep } from './useCodeStep'

/**
 * The email change's two code steps: `primary`, the code sent to the current email, then
 * `secondary`, the one sent to the new email; the sixth digit submits. After the secondary step
 * the visitor is back in account settings, which shows the new email.
 */
export function UpdateEmailOtp({ step }: { step: 'primary' | 'secondary' }) {
  const flows = useService(AUTH_LOGIN_FLOWS)
  const router = useService(ROUTER)
  const modal = useService(MODAL_CONTROLLER)
  const snackbar = useService(SNACKBAR)
  const { data } = useRouterState()
  const t = useMessages(updateOtpMessages)
  const common = useMessages(commonMessages)
  const current = typeof data?.email === 'string' ? data.email : ''
  const newEmail = typeof data?.newEmail === 'string' ? data.newEmail : ''
  const sentTo = step === 'primary' ? current : newEmail

  const { code, setCode, error, busy, notice, left, submit, resend, live } = useCodeStep(async (value) => {
    if (step === 'primary') {
      await flows.verifyPrimaryCode(value)
      if (live.current) router.push('UpdateEmailSecondaryOtp', { email: current, newEmail })
      return
    }
    await flows.verifySecondaryCode(value)
    snackbar.showSuccess(t('updated'))
    const settings = router.getState().history.findIndex((entry) => entry.view === 'AccountSettings')
    if (settings >= 0) router.goBackToIndex(settings)
    else modal.close()
  }, () => flows.resendUpdateCode())

  return (
    <Flex direction="column" align="center" gap={16} padding="20px 20px 28px" data-testid="w3m-update-email-otp-view" data-step={step}>
      <Text as="p" variant="paragraph-400" align="center" data-testid="w3m-update-email-otp-text">
        {withData(common('enterCode', { email: DATA }), sentTo)}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        {step === 'primary' ? withData(t('step1', { email: DATA }), newEmail) : t('step2')}
      </Text>
      <OtpInput value={code} onChange={setCode} onComplete={(value) => void submit(value)} disabled={busy} invalid={Boolean(error)} />
      <CodeStepStatus busy={busy} error={error} notice={notice} errorTestId="w3m-update-email-otp-error" />
      <ResendRow left={left} onResend={() => void resend()} testIdPrefix="w3m-update-email" />
    </Flex>
  )
}
