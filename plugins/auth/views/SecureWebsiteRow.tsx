import { Icon, ListItem, useMessages, useOptionalService, useService, useStoreState } from '../../../ui-shell/components'
import { CONNECTION_STORE, ROUTER } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import { secureWebsiteMessages } from './messages'

/**
 * The account settings row (`account-settings-export-key`) leading to AppKit's UpgradeWallet view,
 * whose link (`w3m-secure-website-button`) opens the secure site's own export page.
 */
export default function SecureWebsiteRow() {
  const service = useOptionalService(AUTH_SERVICE)
  const router = useService(ROUTER)
  const { connections } = useStoreState(useService(CONNECTION_STORE))
  const t = useMessages(secureWebsiteMessages)
  const viaAuth = (namespace: 'eip155' | 'solana') => connections[namespace]?.connectorId === service?.connector.id
  if (!service || !(viaAuth('eip155') || viaAuth('solana'))) return null
  return (
    <ListItem
      label={t('label')}
      description={t('description')}
      image={<Icon name="externalLink" size={20} />}
      chevron
      data-testid="account-settings-export-key"
      onClick={() => router.push('UpgradeEmailWallet')}
    />
  )
}
