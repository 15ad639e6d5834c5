import styled, { keyframes } from 'styled-components'
import { useMessages } from '../i18n/useMessages'
import { vars } from '../theme/tokens'
import { componentMessages } from './componentMessages'

const spin = keyframes`to { transform: rotate(360deg); }`

const Root = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
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

export function Spinner({ label, ...rest }: SpinnerProps) {
  return label === undefined ? <LoadingSpinner {...rest} /> : <LabelledSpinner label={label} {...rest} />
}

/** The default label comes from the catalogue (a hook, so in its own component). */
function LoadingSpinner(props: Omit<SpinnerProps, 'label'>) {
  return <LabelledSpinner label={useMessages(componentMessages)('loading')} {...props} />
}

function LabelledSpinner({ size = 20, label, color }: SpinnerProps & { label: string }) {
  return label ? (
    <Root $size={size} role="status" aria-label={label} style={color ? { color } : undefined} />
  ) : (
    <Root $size={size} aria-hidden="true" style={color ? { color } : undefined} />
  )
}
