import { Flex, Text, useMessages } from '../../components'
import { connectMessages } from './connectMessages'
import { LegalLinks, type LegalLinksProps } from './LegalLinks'
import { richMessage } from '../../components/richMessage'

/** AppKit's legal footer: shown when the host gave terms or privacy URLs and no legal checkbox. */
export function LegalFooter(links: Omit<LegalLinksProps, 'lowerCase'>) {
  const t = useMessages(connectMessages)
  // AppKit breaks the line before the links.
  const parts = richMessage((values) => t('byConnecting', values), { links: <><br /><LegalLinks {...links} /></> })
  return (
    <Flex padding="12px 16px 4px" justify="center" data-testid="w3m-legal-footer">
      <Text as="p" variant="small-400" color="secondary" align="center">
        {parts}
      </Text>
    </Flex>
  )
}
