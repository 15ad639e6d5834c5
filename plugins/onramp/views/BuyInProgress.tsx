import { Button, CopyButton, Flex, Link, Spinner, Text } from '../../../ui-shell/components'
import { ProviderLogo } from './ProviderLogo'
import { useOnRamp } from './useOnRamp'

/** AppKit's BuyInProgress: the provider, a spinner while the purchase runs, copy link, try again. */
export default function BuyInProgress() {
  const { state, service } = useOnRamp()
  const { selectedProvider: provider, purchase } = state
  const label = provider?.label ?? 'the provider'
  const opening = purchase.status === 'opening'

  return (
    <Flex direction="column" align="center" gap={12} padding="8px 24px 20px" data-testid="w3m-buy-in-progress-view">
      <Flex align="center" justify="center" style={{ position: 'relative', width: 72, height: 72 }}>
        {provider ? <ProviderLogo provider={provider} size={56} /> : null}
      </Flex>
      <Spinner size={24} label={opening ? `Opening ${label}` : `Waiting for ${label}`} />
      <Text as="h2" variant="paragraph-600" align="center" data-testid="onramp-progress-title">
        {opening ? `Opening ${label}…` : `Buy in the ${label} window`}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        {purchase.popupBlocked
          ? `Your browser blocked the ${label} window. Open it with the link below; this view updates when the purchase completes.`
          : `Complete the purchase in the ${label} window. This view updates by itself when it completes.`}
      </Text>
      {purchase.url && purchase.popupBlocked ? (
        <Link href={purchase.url} data-testid="onramp-open-checkout-link">
          {`Open ${label}`}
        </Link>
      ) : null}
      <Flex gap={8} style={{ width: '100%' }}>
        {purchase.url ? (
          <CopyButton text={purchase.url} successMessage="Link copied" fullWidth data-testid="onramp-copy-link">
            Copy link
          </CopyButton>
        ) : null}
        <Button variant="neutral" fullWidth onClick={() => service.buy()} disabled={opening} data-testid="onramp-try-again">
          Try again
        </Button>
      </Flex>
    </Flex>
  )
}
