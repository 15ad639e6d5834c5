import { Icon, ListItem, useMessages, useOptionalService, useService, useStoreState } from '../../../ui-shell/components'
import { CONNECTION_STORE, ROUTER } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import type { AuthService } from '../createAuthService'
import { accountTypeMessages } from './messages'

/**
 * AUTH-06: the account settings row (`account-smart-account-settings-button`, AppKit's) opening
 * SmartAccountSettings, where the embedded wallet switches between its smart account and its EOA.
 */
export default function AccountTypeRow() {
  const service = useOptionalService(AUTH_SERVICE)
  const { connections } = useStoreState(useService(CONNECTION_STORE))
  if (!service || connections.eip155?.connectorId !== service.connector.id) return null
  return <Row service={service} />
}

function Row({ service }: { service: AuthService }) {
  const router = useService(ROUTER)
  const { session } = useStoreState(service.store)
  const t = useMessages(accountTypeMessages)
  // A secure site without smart accounts offers the EOA only: nothing to switch.
  if (!session?.smartAccountAddress) return null
  return (
    <ListItem
      label={t('settings')}
      image={<Icon name="wallet" size={20} />}
      chevron
      data-testid="account-smart-account-settings-button"
      onClick={() => router.push('SmartAccountSettings')}
    />
  )
}
