import { Flex, Icon, Text, useMessages } from '../../components'
import { allWalletsMessages } from './allWalletsMessages'

/** AppKit's empty search result (`no-wallet-found`, `no-wallet-found-text`). */
export function NoWalletFound() {
  const t = useMessages(allWalletsMessages)
  return (
    <Flex direction="column" align="center" gap={12} padding="40px 16px" data-testid="no-wallet-found">
      <Icon name="wallet" size={28} />
      <Text as="p" variant="paragraph-500" color="secondary" data-testid="no-wallet-found-text">
        {t('noWalletFound')}
      </Text>
    </Flex>
  )
}
