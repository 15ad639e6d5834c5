import { useCallback, useEffect, useState } from 'react'
import styled from 'styled-components'
import { SNACKBAR, SnackMessages, errorMessage } from '../../../kernel/plugin'
import { Button, EmptyState, Flex, Skeleton, Tabs, Text, radius, useOptionalService, useService, vars } from '../../../ui-shell/components'
import { SMART_SESSIONS_SERVICE, type SmartSession, type SmartSessionStatus } from '../contract'
import { sessionStatus } from '../sessionStatus'

const TABS: { status: SmartSessionStatus; label: string }[] = [
  { status: 'active', label: 'Active' },
  { status: 'expired', label: 'Expired' },
  { status: 'revoked', label: 'Revoked' },
]
const ID_PREFIX = 'w3m-smart-sessions'

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${radius.m};
  background: ${vars.surface};
`

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const dateText = (ms: number) => new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

function whenText(session: SmartSession, status: SmartSessionStatus) {
  if (status === 'revoked') return `Revoked ${dateText(session.revokedAt!)}`
  if (status === 'expired') return `Expired ${dateText(session.expiry)}`
  return `Expires ${dateText(session.expiry)}`
}

const isUserRejection = (error: unknown) => (error as { code?: unknown } | undefined)?.code === 4001

/** AppKit's SmartSessionList (SMS-03/04): the account's sessions by status, each active one revocable. */
export default function SmartSessionList() {
  const service = useOptionalService(SMART_SESSIONS_SERVICE)
  const snackbar = useService(SNACKBAR)
  const [tab, setTab] = useState(0)
  const [sessions, setSessions] = useState<SmartSession[] | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [revoking, setRevoking] = useState<string | undefined>()

  const load = useCallback(() => {
    if (!service) return
    setError(undefined)
    service.list().then(setSessions, (e: unknown) => {
      setSessions([])
      setError(errorMessage(e))
    })
  }, [service])
  useEffect(load, [load])
  // A revoke finished while this view was away (an approval view stood in front): show its outcome.
  useEffect(() => service?.onChange?.(() => void service.list().then(setSessions, () => undefined)), [service])

  const revoke = async (session: SmartSession) => {
    if (!service || revoking) return
    setRevoking(session.pci)
    try {
      await service.revoke(session)
      snackbar.showSuccess('Session revoked')
      setSessions(await service.list())
    } catch (e) {
      snackbar.show('error', isUserRejection(e) ? SnackMessages.signatureDeclined : errorMessage(e))
    } finally {
      setRevoking(undefined)
    }
  }

  const status = TABS[tab]!.status
  const shown = (sessions ?? []).filter((s) => sessionStatus(s) === status)

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-smart-session-list-view">
      <Tabs tabs={TABS} active={tab} onChange={setTab} aria-label="Session status" idPrefix={ID_PREFIX} />
      <div role="tabpanel" id={`${ID_PREFIX}-panel-${tab}`} aria-labelledby={`${ID_PREFIX}-tab-${tab}`} data-testid={`smart-sessions-${status}`}>
        {sessions === undefined ? (
          <Flex direction="column" gap={8}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Flex>
        ) : error ? (
          <EmptyState icon="warning" title={error} action={{ label: 'Try again', onClick: load }} data-testid="smart-sessions-error" />
        ) : shown.length === 0 ? (
          <EmptyState icon="info" title={`No ${TABS[tab]!.label.toLowerCase()} sessions`} description="Sessions let an app act for you within limits you grant" data-testid="smart-sessions-empty" />
        ) : (
          <List>
            {shown.map((session) => (
              <Row key={session.pci} data-testid="smart-session-item" data-pci={session.pci}>
                <Flex direction="column" grow style={{ minWidth: 0 }}>
                  <Text variant="paragraph-500" truncate>
                    {session.project.name}
                  </Text>
                  {session.project.url ? (
                    <Text variant="small-400" color="secondary" truncate>
                      {hostOf(session.project.url)}
                    </Text>
                  ) : null}
                  <Text variant="small-400" color="secondary" truncate>
                    {whenText(session, status)}
                  </Text>
                </Flex>
                {status === 'active' ? (
                  <Button
                    variant="neutral"
                    size="sm"
                    loading={revoking === session.pci}
                    disabled={Boolean(revoking) && revoking !== session.pci}
                    aria-label={`Revoke ${session.project.name}`}
                    onClick={() => void revoke(session)}
                    data-testid="smart-session-revoke-button"
                  >
                    Revoke
                  </Button>
                ) : null}
              </Row>
            ))}
          </List>
        )}
      </div>
    </Flex>
  )
}
