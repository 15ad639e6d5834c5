import { ROUTER } from '../../../kernel/plugin'
import { Button, Flex, Icon, Text, useRouterState, useService } from '../../../ui-shell/components'

/** Shown after a grant while the modal is open: the dapp may now act within the session. */
export default function SmartSessionCreated() {
  const router = useService(ROUTER)
  const { data } = useRouterState()
  const project = typeof data?.project === 'string' ? data.project : 'The app'
  return (
    <Flex direction="column" align="center" gap={16} padding="8px 16px 16px" data-testid="w3m-smart-session-created-view">
      <Icon name="check" size={40} />
      <Text as="h2" variant="large-600" align="center">
        Session created
      </Text>
      <Text as="p" variant="paragraph-400" color="secondary" align="center">
        {`${project} can now act for you within the permissions you granted, until the session expires or you revoke it.`}
      </Text>
      <Button size="lg" fullWidth onClick={() => router.replace('SmartSessionList')} data-testid="smart-session-created-list">
        See sessions
      </Button>
    </Flex>
  )
}
