import { Icon, ListItem, useMessages, useOptionalService, useStoreState } from '../../../ui-shell/components'
import { AUTH_SERVICE } from '../index'
import type { AuthService } from '../createAuthService'
import { accountTypeMessages } from './messages'

/**
 * AUTH-06: AppKit's SmartAccountSettings view: `account-toggle-preferred-account-type` switches
 * the embedded wallet between its smart account and its EOA; the address shown follows, and the
 * choice is remembered for the next visit.
 */
export default function SmartAccountSettings() {
  const service = useOptionalService(AUTH_SERVICE)
  return service ? <Toggle service={service} /> : null
}

function Toggle({ service }: { service: AuthService }) {
  const { accountType, session } = useStoreState(service.store)
  const t = useMessages(accountTypeMessages)
  if (!session?.smartAccountAddress) return null
  const smart = accountType === 'smartAccount'
  return (
    <ListItem
      label={t(smart ? 'switchToEoa' : 'switchToSmart')}
      description={t(smart ? 'usingSmart' : 'usingEoa')}
      image={<Icon name="wallet" size={20} />}
      chevron
      data-testid="account-toggle-preferred-account-type"
      onClick={() => service.setAccountType(accountType === 'smartAccount' ? 'eoa' : 'smartAccount')}
    />
  )
}
