import styled, { keyframes } from 'styled-components'
import { vars } from '../theme/tokens'

const spin = keyframes`to { transform: rotate(360deg); }`

const Root = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  color: ${vars.accentText};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`

export interface SpinnerProps {
  size?: number
  /** Announced to screen readers; an empty label makes the spinner decorative. */
  label?: string
  color?: string
}

export function Spinner({ size = 20, label = 'Loading', color }: SpinnerProps) {
  return label ? (
    <Root $size={size} role="status" aria-label={label} style={color ? { color } : undefined} />
  ) : (
    <Root $size={size} aria-hidden="true" style={color ? { color } : undefined} />
  )
}
