import styled from 'styled-components'
import { Flex, Icon, Text, fontSize, radius, useMessages, useOptionalService, vars } from '../../../ui-shell/components'
import { AUTH_SERVICE } from '../index'
import { upgradeWalletMessages } from './messages'

// A link, not a button: the secure site opens in its own tab, where the key is shown.
const SiteLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-block-size: 40px;
  padding-inline: 14px;
  border-radius: ${radius.l};
  background: ${vars.surface};
  color: ${vars.foreground};
  font-size: ${fontSize.small};
  font-weight: 500;
  text-decoration: none;
  &:hover { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 2px; }
`

/**
 * AppKit's UpgradeWallet view (route UpgradeEmailWallet): the secure site's export page as a link
 * (`w3m-secure-website-button`, where AppKit has it). The key is shown there, never in the host page.
 */
export default function UpgradeEmailWallet() {
  const service = useOptionalService(AUTH_SERVICE)
  const t = useMessages(upgradeWalletMessages)
  if (!service) return null
  const href = `${service.secureSite}/export`
  return (
    <Flex direction="column" align="center" gap={20} padding="20px 16px 24px" data-testid="w3m-upgrade-wallet-view">
      <Text as="p" variant="paragraph-400">
        {t('follow')}
      </Text>
      <SiteLink href={href} target="_blank" rel="noopener" data-testid="w3m-secure-website-button">
        <bdi dir="ltr" translate="no">{new URL(href).host}</bdi>
        <Icon name="externalLink" size={16} />
      </SiteLink>
      <Text as="p" variant="small-400" color="secondary" align="center">
        {t('reconnect')}
      </Text>
    </Flex>
  )
}
