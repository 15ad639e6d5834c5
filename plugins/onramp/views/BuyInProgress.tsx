import { Button, CopyButton, Flex, Link, Spinner, Text, useMessages } from '../../../ui-shell/components'
import { progressMessages } from '../onrampMessages'
import { ProviderLogo } from './ProviderLogo'
import { useOnRamp } from './useOnRamp'

/** AppKit's BuyInProgress: the provider, a spinner while the purchase runs, copy link, try again. */
export default function BuyInProgress() {
  const { state, service } = useOnRamp()
  const { selectedProvider: provider, purchase } = state
  const t = useMessages(progressMessages)
  const label = provider?.label ?? t('theProvider')
  const values = { provider: label }
  const opening = purchase.status === 'opening'

  return (
    <Flex direction="column" align="center" gap={12} padding="8px 24px 20px" data-testid="w3m-buy-in-progress-view">
      <Flex align="center" justify="center" style={{ position: 'relative', width: 72, height: 72 }}>
        {provider ? <ProviderLogo provider={provider} size={56} /> : null}
      </Flex>
      <Spinner size={24} label={opening ? t('opening', values) : t('waiting', values)} />
      <Text as="h2" variant="paragraph-600" align="center" data-testid="onramp-progress-title">
        {opening ? t('openingTitle', values) : t('buyInWindow', values)}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        {purchase.popupBlocked
          ? t('blocked', values)
          : t('complete', values)}
      </Text>
      {purchase.url && purchase.popupBlocked ? (
        <Link href={purchase.url} data-testid="onramp-open-checkout-link">
          {t('open', values)}
        </Link>
      ) : null}
      <Flex gap={8} style={{ width: '100%' }}>
        {purchase.url ? (
          <CopyButton text={purchase.url} successMessage={t('copied')} fullWidth data-testid="onramp-copy-link">
            {t('copyLink')}
          </CopyButton>
        ) : null}
        <Button variant="neutral" fullWidth onClick={() => service.buy()} disabled={opening} data-testid="onramp-try-again">
          {t('tryAgain')}
        </Button>
      </Flex>
    </Flex>
  )
}
