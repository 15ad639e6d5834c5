import { Button, Flex, Icon, Text, useMessages } from '../../../ui-shell/components'
import { whatIsABuyMessages } from '../onrampMessages'
import { useOnRamp } from './useOnRamp'

/** AppKit's WhatIsABuy: what buying through a provider means, then back to the providers. */
export default function WhatIsABuy() {
  const { router } = useOnRamp()
  const t = useMessages(whatIsABuyMessages)
  return (
    <Flex direction="column" align="center" gap={12} padding="8px 24px 20px" data-testid="w3m-what-is-a-buy-view">
      <Icon name="wallet" size={40} />
      <Text as="h2" variant="paragraph-600" align="center">
        {t('title')}
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        {t('body')}
      </Text>
      <Button fullWidth onClick={() => router.goBack()} data-testid="onramp-what-is-a-buy-continue">
        {t('buyCrypto')}
      </Button>
    </Flex>
  )
}
