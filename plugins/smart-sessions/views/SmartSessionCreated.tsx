import { ROUTER, defineMessages } from '../../../kernel/plugin'
import { Button, Flex, Icon, Text, useMessages, useRouterState, useService } from '../../../ui-shell/components'

const m = defineMessages('smart-sessions', 'SmartSessionCreated', {
  title: 'Session created',
  body: '{project} can now act for you within the permissions you granted, until the session expires or you revoke it.',
  bodyUnnamed: 'The app can now act for you within the permissions you granted, until the session expires or you revoke it.',
  list: 'See sessions',
})

/** Shown after a grant while the modal is open: the dapp may now act within the session. */
export default function SmartSessionCreated() {
  const router = useService(ROUTER)
  const { data } = useRouterState()
  const project = typeof data?.project === 'string' ? data.project : undefined
  const t = useMessages(m)
  return (
    <Flex direction="column" align="center" gap={16} padding="8px 16px 16px" data-testid="w3m-smart-session-created-view">
      <Icon name="check" size={40} />
      <Text as="h2" variant="large-600" align="center">
        {t('title')}
      </Text>
      <Text as="p" variant="paragraph-400" color="secondary" align="center">
        {project ? t('body', { project }) : t('bodyUnnamed')}
      </Text>
      <Button size="lg" fullWidth onClick={() => router.replace('SmartSessionList')} data-testid="smart-session-created-list">
        {t('list')}
      </Button>
    </Flex>
  )
}
