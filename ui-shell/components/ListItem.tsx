import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { radius, vars } from '../theme/tokens'
import { Icon } from './icons'
import { Spinner } from './Spinner'
import { Text } from './Text'

const Root = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  border-radius: ${radius.l};
  background: ${vars.surface};
  color: ${vars.foreground};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: -2px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`

const Body = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  gap: 2px;
`

const Trailing = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${vars.foregroundSecondary};
`

export interface ListItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Leading image or icon. */
  image?: ReactNode
  label: ReactNode
  description?: ReactNode
  /** Shown at the end: a Chip, a count, ... */
  trailing?: ReactNode
  chevron?: boolean
  loading?: boolean
  'data-testid'?: string
}

/** A pressable row: the building block of every list in the modal. */
export function ListItem({ image, label, description, trailing, chevron, loading, type = 'button', ...rest }: ListItemProps) {
  return (
    <Root type={type} {...rest}>
      {image}
      <Body>
        <Text variant="paragraph-500" truncate>
          {label}
        </Text>
        {description ? (
          <Text variant="small-400" color="secondary" truncate>
            {description}
          </Text>
        ) : null}
      </Body>
      <Trailing>
        {trailing}
        {loading ? <Spinner size={16} /> : chevron ? <Icon name="chevronRight" /> : null}
      </Trailing>
    </Root>
  )
}
