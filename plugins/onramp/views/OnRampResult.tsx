import styled from 'styled-components'
import { truncateAddress } from '../../../kernel/plugin'
import { Button, Flex, Icon, Text, radius, vars } from '../../../ui-shell/components'
import { useOnRamp } from './useOnRamp'

const Badge = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${radius.xl};
  color: ${({ $ok }) => ($ok ? vars.success : vars.error)};
  background: ${({ $ok }) => `color-mix(in srgb, ${$ok ? vars.success : vars.error} 15%, transparent)`};
`

/** The purchase's end: what arrived, or why it did not (declined, window closed, time-out). */
export default function OnRampResult() {
  const { state, service, router } = useOnRamp()
  const { purchase, selectedProvider } = state
  const ok = purchase.status === 'success'

  return (
    <Flex direction="column" align="center" gap={12} padding="8px 24px 20px" data-testid="onramp-result-view" data-status={purchase.status}>
      <Badge $ok={ok}>
        <Icon name={ok ? 'check' : 'warning'} size={28} />
      </Badge>
      {ok ? (
        <>
          <Text as="h2" variant="paragraph-600" align="center" data-testid="onramp-result-title">
            Purchase complete
          </Text>
          <Text as="p" variant="large-600" align="center" data-testid="onramp-result-amount">
            {`+${purchase.amount ?? ''} ${purchase.currency ?? ''}`.trim()}
          </Text>
          <Text as="p" variant="small-400" color="secondary" align="center">
            {`The funds arrived in your wallet${selectedProvider ? ` from ${selectedProvider.label}` : ''}.`}
          </Text>
          {purchase.txHash ? (
            <Text as="p" variant="tiny-500" color="secondary" data-testid="onramp-result-tx">{`Transaction ${truncateAddress(purchase.txHash)}`}</Text>
          ) : null}
          <Button fullWidth onClick={() => router.reset('Account')} data-testid="onramp-result-done">
            Done
          </Button>
        </>
      ) : (
        <>
          <Text as="h2" variant="paragraph-600" align="center" data-testid="onramp-result-title">
            {purchase.status === 'timeout' ? 'Purchase timed out' : 'Purchase failed'}
          </Text>
          <Text as="p" variant="small-400" color="secondary" align="center" data-testid="onramp-result-reason">
            {purchase.reason ?? 'The purchase did not complete.'}
          </Text>
          <Flex gap={8} style={{ width: '100%' }}>
            <Button variant="neutral" fullWidth onClick={() => router.goBack()} data-testid="onramp-result-back">
              Change amount
            </Button>
            <Button fullWidth onClick={() => service.buy()} data-testid="onramp-try-again">
              Try again
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  )
}
