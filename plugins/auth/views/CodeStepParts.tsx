import { Flex, Link, Spinner, Text } from '../../../ui-shell/components'

/** Below the code boxes: checking, the error, or a notice (announced politely). */
export function CodeStepStatus({ busy, error, notice, errorTestId }: { busy: boolean; error?: string; notice?: string; errorTestId: string }) {
  return (
    <div aria-live="polite">
      {busy ? (
        <Spinner size={20} label="Checking the code" />
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
  return (
    <Flex gap={4} align="center">
      <Text variant="small-400" color="secondary">
        Didn't receive it?
      </Text>
      {left > 0 ? (
        <Text variant="small-500" color="secondary" data-testid={`${testIdPrefix}-resend-countdown`}>
          Resend in {left}s
        </Text>
      ) : (
        <Link size="small" onClick={onResend} data-testid={`${testIdPrefix}-resend-button`}>
          Resend code
        </Link>
      )}
    </Flex>
  )
}
