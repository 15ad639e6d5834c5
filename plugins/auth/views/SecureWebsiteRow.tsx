import { Icon, ListItem, useMessages, useOptionalService, useService, useStoreState } from '../../../ui-shell/components'
import { CONNECTION_STORE } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import { secureWebsiteMessages } from './messages'

/**
 * The account settings row opening the secure site's own export page in a new tab
 * (`w3m-secure-website-button`): the key is shown there, never in the host page.
 */
export default function SecureWebsiteRow() {
  const service = useOptionalService(AUTH_SERVICE)
  const { connections } = useStoreState(useService(CONNECTION_STORE))
  const t = useMessages(secureWebsiteMessages)
  const viaAuth = (namespace: 'eip155' | 'solana') => connections[namespace]?.connectorId === service?.connector.id
  if (!service || !(viaAuth('eip155') || viaAuth('solana'))) return null
  return (
    <ListItem
      label={t('label')}
      description={t('description')}
      image={<Icon name="externalLink" size={20} />}
      data-testid="w3m-secure-website-button"
      onClick={() => window.open(`${service.secureSite}/export`, '_blank', 'noopener')}
    />
  )
}
