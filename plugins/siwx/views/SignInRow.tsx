import { ListItem, useMessages, useService } from '../../../ui-shell/components'
import { ROUTER } from '../../../kernel/plugin'
import { signInRowMessages } from './messages'

/** SIWX-01: the AccountSettings row offering to sign in while the account has no session. */
export default function SignInRow() {
  const router = useService(ROUTER)
  const t = useMessages(signInRowMessages)
  return <ListItem label={t('label')} chevron data-testid="account-siwx-sign-in" onClick={() => router.push('SIWXSignMessage')} />
}
