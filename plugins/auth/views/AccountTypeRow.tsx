import { Icon, ListItem, useMessages, useOptionalService, useService, useStoreState } from '../../../ui-shell/components'
import { CONNECTION_STORE } from '../../../kernel/plugin'
import { AUTH_SERVICE } from '../index'
import type { AuthService } from '../createAuthService'
import { accountTypeMessages } from './messages'

/**
 * AUTH-06: the account settings row (`account-toggle-preferred-account-type`) switching the
 * embedded wallet between its smart account and its EOA; the address shown follows, and the
 * choice is remembered for the next visit.
 */
export default function AccountTypeRow() {
  const service = useOptionalService(AUTH_SERVICE)
  const { connections } = useStoreState(useService(CONNECTION_STORE))
  if (!service || connections.eip155?.connectorId !== service.connector.id) return null
  return <Toggle service={service} />
}

function Toggle({ service }: { service: AuthService }) {
  const { accountType, session } = useStoreState(service.store)
  const t = useMessages(accountTypeMessages)
  // A secure site without smart accounts offers the EOA only: nothing to switch.
  if (!session?.smartAccountAddress) return null
  const smart = accountType === 'smartAccount'
  return (
    <ListItem
      label={t(smart ? 'switchToEoa' : 'switchToSmart')}
      description={t(smart ? 'usingSmart' : 'usingEoa')}
      image={<Icon name="wallet" size={20} />}
      chevron
      data-testid="account-toggle-preferred-account-type"
      onClick={() => service.setAccountType(smart ? 'eoa' : 'smartAccount')}
    />
  )
}
