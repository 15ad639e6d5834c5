import styled from 'styled-components'
import { truncateAddress } from '../../../kernel/plugin'
import { Button, Flex, Icon, Text, radius, useFormat, useMessages, vars } from '../../../ui-shell/components'
import type { PurchaseProgress } from '../createOnRampStore'
import { resultMessages } from '../onrampMessages'
import { tokenAmount } from '../onRampFormat'
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

/** The reason in the kit's locale when it is the plugin's own; a provider's as it came. */
function useReason(purchase: PurchaseProgress): string {
  const t = useMessages(resultMessages)
  if (purchase.reasonKey) return t(purchase.reasonKey, purchase.reasonValues)
  return purchase.reason ?? t('didNotComplete')
}

/** The purchase's end: what arrived, or why it did not (declined, window closed, time-out). */
export default function OnRampResult() {
  const { state, service, router } = useOnRamp()
  const { purchase, selectedProvider } = state
  const ok = purchase.status === 'success'
  const t = useMessages(resultMessages)
  const format = useFormat()
  const reason = useReason(purchase)

  return (
    <Flex direction="column" align="center" gap={12} padding="8px 24px 20px" data-testid="onramp-result-view" data-status={purchase.status}>
      <Badge $ok={ok}>
        <Icon name={ok ? 'check' : 'warning'} size={28} />
      </Badge>
      {ok ? (
        <>
          <Text as="h2" variant="paragraph-600" align="center" data-testid="onramp-result-title">
            {t('complete')}
          </Text>
          <Text as="p" variant="large-600" align="center" data-testid="onramp-result-amount">
            <bdi translate="no">{`+${purchase.amount ? tokenAmount(purchase.amount, format) : ''} ${purchase.currency ?? ''}`.trim()}</bdi>
          </Text>
          <Text as="p" variant="small-400" color="secondary" align="center">
            {selectedProvider ? t('arrivedFrom', { provider: selectedProvider.label }) : t('arrived')}
          </Text>
          {purchase.txHash ? (
            <Text as="p" variant="tiny-500" color="secondary" data-testid="onramp-result-tx">{t('transaction', { hash: truncateAddress(purchase.txHash) })}</Text>
          ) : null}
          <Button fullWidth onClick={() => router.reset('Account')} data-testid="onramp-result-done">
            {t('done')}
          </Button>
        </>
      ) : (
        <>
          <Text as="h2" variant="paragraph-600" align="center" data-testid="onramp-result-title">
            {purchase.status === 'timeout' ? t('timedOut') : t('failed')}
          </Text>
          <Text as="p" variant="small-400" color="secondary" align="center" data-testid="onramp-result-reason">
            {reason}
          </Text>
          <Flex gap={8} style={{ width: '100%' }}>
            <Button variant="neutral" fullWidth onClick={() => router.goBack()} data-testid="onramp-result-back">
              {t('changeAmount')}
            </Button>
            <Button fullWidth onClick={() => service.buy()} data-testid="onramp-try-again">
              {t('tryAgain')}
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  )
}
