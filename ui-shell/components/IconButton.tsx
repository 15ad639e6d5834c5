import type { ButtonHTMLAttributes } from 'react'
import styled from 'styled-components'
import { radius, vars } from '../theme/tokens'
import { Icon, type IconName } from './icons'

const Root = styled.button<{ $size: number }>`
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${radius.m};
  color: ${vars.foreground};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${vars.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 1px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A shell icon by name, or a plugin's own 24×24 stroke path. */
  icon: IconName | { path: string }
  /** Required: an icon alone has no accessible name. */
  'aria-label': string
  size?: number
  'data-testid'?: string
}

export function IconButton({ icon, size = 32, type = 'button', ...rest }: IconButtonProps) {
  return (
    <Root type={type} $size={size} {...rest}>
      <Icon {...(typeof icon === 'string' ? { name: icon } : { path: icon.path })} size={Math.round(size / 2)} />
    </Root>
  )
}
