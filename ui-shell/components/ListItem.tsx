import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { radius, vars } from '../theme/tokens'
import { Icon } from './icons'
import { Spinner } from './Spinner'
import { Text } from './Text'

/** The row's box, shared by the pressable ListItem and the static ListRow. */
export const rowBox = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border-radius: ${radius.l};
  background: ${vars.surface};
  color: ${vars.foreground};
`

const Root = styled.button`
  all: unset;
  ${rowBox}
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

/** What a row shows, pressable or not. */
export interface RowContentProps {
  /** Leading image or icon. */
  image?: ReactNode
  label: ReactNode
  description?: ReactNode
  /** The description wraps onto more lines instead of being cut (long sentences, several values). */
  wrapDescription?: boolean
  /** Shown at the end: a Chip, a count, ... (in a ListRow, its own buttons too) */
  trailing?: ReactNode
  chevron?: boolean
  loading?: boolean
}

export interface ListItemProps extends RowContentProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  'data-testid'?: string
}

/** A pressable row: the building block of every list in the modal. */
export function ListItem({ image, label, description, wrapDescription, trailing, chevron, loading, type = 'button', ...rest }: ListItemProps) {
  return (
    <Root type={type} {...rest}>
      <RowContent image={image} label={label} description={description} wrapDescription={wrapDescription} trailing={trailing} chevron={chevron} loading={loading} />
    </Root>
  )
}

export function RowContent({ image, label, description, wrapDescription, trailing, chevron, loading }: RowContentProps) {
  return (
    <>
      {image}
      <Body>
        <Text variant="paragraph-500" truncate>
          {label}
        </Text>
        {description ? (
          <Text variant="small-400" color="secondary" truncate={!wrapDescription}>
            {description}
          </Text>
        ) : null}
      </Body>
      <Trailing>
        {trailing}
        {loading ? <Spinner size={16} /> : chevron ? <Icon name="chevronRight" /> : null}
      </Trailing>
    </>
  )
}
