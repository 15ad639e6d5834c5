import { Flex, Link, Spinner, Text, useMessages } from '../../../ui-shell/components'
import { codeStepMessages } from './messages'

/** Below the code boxes: checking, the error, or a notice (announced politely). */
export function CodeStepStatus({ busy, error, notice, errorTestId }: { busy: boolean; error?: string; notice?: string; errorTestId: string }) {
  const t = useMessages(codeStepMessages)
  return (
    <div aria-live="polite">
      {busy ? (
        <Spinner size={20} label={t('checking')} />
      ) : error ? (
        <Text as="p" variant="small-400" color="error" align="center" data-testid={errorTestId}>
          {error}
        </Text>
      ) : notice ? (
        <Text as="p" variant="small-400" color="secondary" align="center">
          {notice}
        </Text>
      ) : null}
    </div>
  )
}

/** "Didn't receive it?" with the countdown, then "Resend code". */
export function ResendRow({ left, onResend, testIdPrefix }: { left: number; onResend(): void; testIdPrefix: string }) {
  const t = useMessages(codeStepMessages)
  return (
    <Flex gap={4} align="center">
      <Text variant="small-400" color="secondary">
        {t('notReceived')}
      </Text>
      {left > 0 ? (
        <Text variant="small-500" color="secondary" data-testid={`${testIdPrefix}-resend-countdown`}>
          {t('resendIn', { seconds: left })}
        </Text>
      ) : (
        <Link size="small" onClick={onResend} data-testid={`${testIdPrefix}-resend-button`}>
          {t('resend')}
        </Link>
      )}
    </Flex>
  )
}
