import { Icon, ListItem, useMessages, useOptionalService, useService, useStoreState } from '../../../ui-shell/components'
import { CONNECTION_STORE, ROUTER } from '../../../kernel/plugin'
import { AUTH_SERVICE, type AuthService } from '../index'
import { emailRowMessages } from './messages'

/**
 * The account settings row with the email of an email-login account
 * (`w3m-account-email-update`); it opens UpdateEmailWallet. Social and Farcaster accounts have
 * their email from the provider, so they get no row.
 */
export default function EmailUpdateRow() {
  const service = useOptionalService(AUTH_SERVICE)
  const { connections } = useStoreState(useService(CONNECTION_STORE))
  const viaAuth = (namespace: 'eip155' | 'solana') => connections[namespace]?.connectorId === service?.connector.id
  if (!service || !(viaAuth('eip155') || viaAuth('solana'))) return null
  return <Row service={service} />
}

function Row({ service }: { service: AuthService }) {
  const router = useService(ROUTER)
  const { session } = useStoreState(service.store)
  const t = useMessages(emailRowMessages)
  if (!session || (session.provider ?? 'email') !== 'email') return null
  return (
    <ListItem
      label={
        <bdi dir="ltr" translate="no">
          {session.email}
        </bdi>
      }
      description={t('description')}
      image={<Icon name="settings" size={20} />}
      chevron
      data-testid="w3m-account-email-update"
      onClick={() => router.push('UpdateEmailWallet', { email: session.email })}
    />
  )
}
