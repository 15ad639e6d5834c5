import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { fontSize, radius, vars } from '../theme/tokens'

const Root = styled.button<{ $shape: 'pill' | 'rounded'; $raised: boolean }>`
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding-block: 0;
  padding-inline: 4px 10px;
  border-radius: ${({ $shape }) => ($shape === 'pill' ? radius.full : radius.m)};
  background: ${({ $raised }) => ($raised ? vars.surfaceHover : vars.surface)};
  color: ${vars.foreground};
  font-family: inherit;
  font-size: ${fontSize.small};
  font-weight: ${({ $raised }) => ($raised ? 600 : 500)};
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 1px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`

export interface PillButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** An image or icon before the label (a network or token image). */
  image?: ReactNode
  /** A trailing icon (a chevron). */
  trailing?: ReactNode
  /** `pill` (fully round, the default) or `rounded` (the token selector's square corners). */
  shape?: 'pill' | 'rounded'
  /** On a surface already (inside an input box): one step lighter, bolder label. */
  raised?: boolean
  'data-testid'?: string
}

/** A small button with an image, a label and an optional trailing icon (network and token selectors). */
export function PillButton({ image, trailing, shape = 'pill', raised = false, type = 'button', children, ...rest }: PillButtonProps) {
  return (
    <Root type={type} $shape={shape} $raised={raised} {...rest}>
      {image}
      {children}
      {trailing}
    </Root>
  )
}
