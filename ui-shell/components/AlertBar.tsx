import styled from 'styled-components'
import { ALERTS, alertMessages } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useMessages } from '../i18n/useMessages'
import { useService } from '../kit/useService'
import { radius, vars } from '../theme/tokens'
import { componentMessages } from './componentMessages'
import { IconButton } from './IconButton'
import { Icon } from './icons'
import { Text } from './Text'

const Root = styled.div<{ $tone: string }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 8px 8px 0;
  padding-block: 10px;
  padding-inline: 12px 8px;
  border-radius: ${radius.l};
  background: color-mix(in srgb, ${({ $tone }) => $tone} 14%, ${vars.background});
  box-shadow: inset 0 0 0 1px color-mix(in srgb, ${({ $tone }) => $tone} 35%, transparent);
  color: ${({ $tone }) => $tone};
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1;
  min-width: 0;
`

const TONES = { error: vars.error, warning: vars.error, info: vars.accentText }

/** The alert on screen (kernel ALERTS store): title, description, dismiss; the next queued follows. */
export function AlertBar() {
  const alerts = useService(ALERTS)
  const { current } = useStoreState(alerts)
  const t = useMessages(componentMessages)
  const text = useMessages(alertMessages)
  if (!current) return null
  return (
    <Root $tone={TONES[current.variant]} role="alert" data-testid="w3m-alertbar" data-alert-id={current.id}>
      <Icon name={current.variant === 'info' ? 'info' : 'warning'} size={18} />
      <Body>
        <Text variant="paragraph-500" data-testid="w3m-alertbar-title">
          {text(current.titleId)}
        </Text>
        {current.descriptionId ? (
          <Text variant="small-400" color="secondary" data-testid="w3m-alertbar-description">
            {text(current.descriptionId)}
          </Text>
        ) : null}
      </Body>
      <IconButton icon="close" size={28} aria-label={t('dismiss')} onClick={() => alerts.dismiss()} data-testid="w3m-alertbar-dismiss" />
    </Root>
  )
}
