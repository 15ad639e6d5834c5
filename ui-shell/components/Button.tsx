import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { fontSize, radius, vars } from '../theme/tokens'
import { Spinner } from './Spinner'

export type ButtonVariant = 'accent' | 'neutral' | 'outline' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

const VARIANTS: Record<ButtonVariant, ReturnType<typeof css>> = {
  accent: css`
    background: ${vars.accent};
    color: ${vars.accentForeground};
  `,
  neutral: css`
    background: ${vars.surface};
    color: ${vars.foreground};
    &:hover:not(:disabled) { background: ${vars.surfaceHover}; }
  `,
  outline: css`
    background: transparent;
    color: ${vars.foreground};
    box-shadow: inset 0 0 0 1px ${vars.border};
    &:hover:not(:disabled) { background: ${vars.surface}; }
  `,
  danger: css`
    background: ${vars.surface};
    color: ${vars.error};
    &:hover:not(:disabled) { background: ${vars.surfaceHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.accentText};
    &:hover:not(:disabled) { background: ${vars.surface}; }
  `,
}

const SIZES: Record<ButtonSize, { height: number; padding: string; font: string }> = {
  sm: { height: 32, padding: '0 12px', font: fontSize.small },
  md: { height: 40, padding: '0 16px', font: fontSize.paragraph },
  lg: { height: 48, padding: '0 20px', font: fontSize.paragraph },
}

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  cursor: pointer;
  font-family: inherit;
  font-weight: 500;
  white-space: nowrap;
  height: ${({ $size }) => SIZES[$size].height}px;
  padding: ${({ $size }) => SIZES[$size].padding};
  font-size: ${({ $size }) => SIZES[$size].font};
  border-radius: ${radius.m};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition: background-color 120ms ease, opacity 120ms ease;
  ${({ $variant }) => VARIANTS[$variant]}
  &:hover:not(:disabled) { filter: brightness(1.05); }
  &:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 2px; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  loading?: boolean
  icon?: ReactNode
  'data-testid'?: string
}

export function Button({ variant = 'accent', size = 'md', fullWidth, loading, icon, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <Root type={type} $variant={variant} $size={size} $fullWidth={fullWidth} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size={16} label="" color="currentColor" /> : icon}
      {children}
    </Root>
  )
}
