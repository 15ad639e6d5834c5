import { ACCOUNT_STORE, ROUTER, defineMessages } from '../../../kernel/plugin'
import { Button, Flex, Icon, Text, useMessages, useRouterState, useService, useStoreState } from '../../../ui-shell/components'

const m = defineMessages('names', 'RegisterAccountNameSuccess', {
  title: 'Account name chosen',
  body: 'You can now receive funds with this name. It shows on your account button.',
  done: 'Got it',
})

/** AppKit's RegisterAccountNameSuccess (NAME-08): the name is the account's now; back to the account. */
export default function RegisterAccountNameSuccess() {
  const router = useService(ROUTER)
  const { data } = useRouterState()
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const t = useMessages(m)
  const name = (typeof data?.name === 'string' ? data.name : undefined) ?? accounts.eip155?.profileName ?? ''
  return (
    <Flex direction="column" align="center" gap={16} padding="8px 16px 16px" data-testid="w3m-register-account-name-success-view">
      <Icon name="check" size={40} />
      <Text as="h2" variant="large-600" align="center">
        {t('title')}
      </Text>
      <Text as="p" variant="paragraph-500" align="center" data-testid="account-name-registered" style={{ wordBreak: 'break-all' }}>
        <bdi translate="no">{name}</bdi>
      </Text>
      <Text as="p" variant="small-400" color="secondary" align="center">
        {t('body')}
      </Text>
      <Button size="lg" fullWidth onClick={() => router.reset('Account')} data-testid="account-name-success-done">
        {t('done')}
      </Button>
    </Flex>
  )
}
