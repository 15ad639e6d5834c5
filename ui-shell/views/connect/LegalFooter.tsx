import { Flex, Text } from '../../components'
import { LegalLinks, type LegalLinksProps } from './LegalLinks'

/** AppKit's legal footer: shown when the host gave terms or privacy URLs and no legal checkbox. */
export function LegalFooter(links: Omit<LegalLinksProps, 'lowerCase'>) {
  return (
    <Flex padding="12px 16px 4px" justify="center" data-testid="w3m-legal-footer">
      <Text as="p" variant="small-400" color="secondary" align="center">
        By connecting your wallet, you agree to our <br />
        <LegalLinks {...links} />
      </Text>
    </Flex>
  )
}
