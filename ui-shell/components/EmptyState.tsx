import type { ReactNode } from 'react'
import styled from 'styled-components'
import { vars } from '../theme/tokens'
import { Button } from './Button'
import { Icon, type IconName } from './icons'
import { Text } from './Text'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 24px 16px;
  text-align: center;
`

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${vars.surface};
  color: ${vars.foregroundSecondary};
  margin-bottom: 4px;
`

export interface EmptyStateProps {
  icon?: IconName
  title: ReactNode
  description?: ReactNode
  action?: { label: string; onClick(): void }
  /** AppKit's container ids: `empty-account-state`, `empty-activity-state`, `no-wallet-found`, ... */
  'data-testid'?: string
}

/** Nothing to show yet. Inner ids: `empty-state-text`, `empty-state-description`, `empty-state-button`. */
export function EmptyState({ icon = 'info', title, description, action, ...rest }: EmptyStateProps) {
  return (
    <Root {...rest}>
      <Badge>
        <Icon name={icon} size={22} />
      </Badge>
      <Text as="p" variant="paragraph-500" data-testid="empty-state-text">
        {title}
      </Text>
      {description ? (
        <Text as="p" variant="small-400" color="secondary" data-testid="empty-state-description">
          {description}
        </Text>
      ) : null}
      {action ? (
        <Button variant="neutral" size="sm" onClick={action.onClick} data-testid="empty-state-button">
          {action.label}
        </Button>
      ) : null}
    </Root>
  )
}
