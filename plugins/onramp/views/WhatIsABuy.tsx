import { Button, Flex, Icon, Text } from '../../../ui-shell/components'
import { useOnRamp } from './useOnRamp'

/** AppKit's WhatIsABuy: what buying through a provider means, then back to the providers. */
export default function WhatIsABuy() {
  const { router } = useOnRamp()
  return (
    <Flex direction="column" align="center" gap={12} padding="8px 24px 20px" data-testid="w3m-what-is-a-buy-view">
      <Icon name="wallet" size={40} />
      <Text as="h2" variant="paragraph-600" align="center">
        Buy crypto with a card or a bank transfer
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        An on-ramp provider sells you crypto for money: you pay them in their own window, and they send the
        crypto straight to the wallet you have connected here. Fees are charged by the provider.
      </Text>
      <Button fullWidth onClick={() => router.goBack()} data-testid="onramp-what-is-a-buy-continue">
        Buy crypto
      </Button>
    </Flex>
  )
}
