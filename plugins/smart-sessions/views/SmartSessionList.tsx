import { useCallback, useEffect, useState } from 'react'
import styled from 'styled-components'
import { SNACKBAR, defineMessages, errorMessage } from '../../../kernel/plugin'
import { Button, EmptyState, Flex, Skeleton, Tabs, Text, radius, useFormat, useMessages, useOptionalService, useService, vars } from '../../../ui-shell/components'
import { SMART_SESSIONS_SERVICE, type SmartSession, type SmartSessionStatus } from '../contract'
import { sessionErrorKey, sessionErrorMessages } from '../sessionMessages'
import { sessionStatus } from '../sessionStatus'

const m = defineMessages('smart-sessions', 'SmartSessionList', {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  statusLabel: 'Session status',
  revokedOn: 'Revoked {date}',
  expiredOn: 'Expired {date}',
  expiresOn: 'Expires {date}',
  tryAgain: 'Try again',
  noneActive: 'No active sessions',
  noneExpired: 'No expired sessions',
  noneRevoked: 'No revoked sessions',
  emptyHint: 'Sessions let an app act for you within limits you grant',
  revokedSnack: 'Session revoked',
  revokeLabel: 'Revoke {name}',
  revoke: 'Revoke',
})

const STATUSES: readonly SmartSessionStatus[] = ['active', 'expired', 'revoked']
const WHEN = { active: 'expiresOn', expired: 'expiredOn', revoked: 'revokedOn' } as const
const NONE = { active: 'noneActive', expired: 'noneExpired', revoked: 'noneRevoked' } as const
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

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** AppKit's SmartSessionList (SMS-03/04): the account's sessions by status, each active one revocable. */
export default function SmartSessionList() {
  const service = useOptionalService(SMART_SESSIONS_SERVICE)
  const snackbar = useService(SNACKBAR)
  const [tab, setTab] = useState(0)
  const [sessions, setSessions] = useState<SmartSession[] | undefined>()
  // What failed, for the render to word in the kit's locale.
  const [error, setError] = useState<unknown>()
  const [revoking, setRevoking] = useState<string | undefined>()
  const t = useMessages(m)
  const te = useMessages(sessionErrorMessages)
  const fmt = useFormat()
  const errorText = (e: unknown) => {
    const key = sessionErrorKey(e)
    return key ? te(key) : errorMessage(e)
  }
  // The id keeps AppKit's test ids (`tab-active`, …) whatever the label's language.
  const tabs = STATUSES.map((status) => ({ id: status, label: t(status) }))

  const load = useCallback(() => {
    if (!service) return
    setError(undefined)
    service.list().then(setSessions, (e: unknown) => {
      setSessions([])
      setError(e ?? new Error())
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
      snackbar.showSuccess(t('revokedSnack'))
      setSessions(await service.list())
    } catch (e) {
      snackbar.show('error', errorText(e))
    } finally {
      setRevoking(undefined)
    }
  }

  const status = STATUSES[tab]!
  const shown = (sessions ?? []).filter((s) => sessionStatus(s) === status)

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-smart-session-list-view">
      <Tabs tabs={tabs} active={tab} onChange={setTab} aria-label={t('statusLabel')} idPrefix={ID_PREFIX} />
      <div role="tabpanel" id={`${ID_PREFIX}-panel-${tab}`} aria-labelledby={`${ID_PREFIX}-tab-${tab}`} data-testid={`smart-sessions-${status}`}>
        {sessions === undefined ? (
          <Flex direction="column" gap={8}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Flex>
        ) : error !== undefined ? (
          <EmptyState icon="warning" title={errorText(error)} action={{ label: t('tryAgain'), onClick: load }} data-testid="smart-sessions-error" />
        ) : shown.length === 0 ? (
          <EmptyState icon="info" title={t(NONE[status])} description={t('emptyHint')} data-testid="smart-sessions-empty" />
        ) : (
          <List>
            {shown.map((session) => (
              <Row key={session.pci} data-testid="smart-session-item" data-pci={session.pci}>
                <Flex direction="column" grow style={{ minWidth: 0 }}>
                  <Text variant="paragraph-500" truncate translate="no">
                    <bdi>{session.project.name}</bdi>
                  </Text>
                  {session.project.url ? (
                    <Text variant="small-400" color="secondary" truncate translate="no">
                      <bdi dir="ltr">{hostOf(session.project.url)}</bdi>
                    </Text>
                  ) : null}
                  <Text variant="small-400" color="secondary" truncate>
                    {t(WHEN[status], { date: fmt.shortDate(status === 'revoked' ? session.revokedAt! : session.expiry) })}
                  </Text>
                </Flex>
                {status === 'active' ? (
                  <Button
                    variant="neutral"
                    size="sm"
                    loading={revoking === session.pci}
                    disabled={Boolean(revoking) && revoking !== session.pci}
                    aria-label={t('revokeLabel', { name: session.project.name })}
                    onClick={() => void revoke(session)}
                    data-testid="smart-session-revoke-button"
                  >
                    {t('revoke')}
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
