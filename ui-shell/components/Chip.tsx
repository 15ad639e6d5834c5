import type { ReactNode } from 'react'
import styled from 'styled-components'
import { fontSize, radius, vars } from '../theme/tokens'

export type ChipVariant = 'accent' | 'success' | 'neutral' | 'error'

const COLOURS: Record<ChipVariant, { fg: string; bg: string }> = {
  accent: { fg: vars.accentText, bg: `color-mix(in srgb, ${vars.accent} 15%, transparent)` },
  success: { fg: vars.success, bg: `color-mix(in srgb, ${vars.success} 15%, transparent)` },
  neutral: { fg: vars.foregroundSecondary, bg: vars.surfaceHover },
  error: { fg: vars.error, bg: `color-mix(in srgb, ${vars.error} 15%, transparent)` },
}

const Root = styled.span<{ $variant: ChipVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 6px;
  border-radius: ${radius.xs};
  font-size: ${fontSize.tiny};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  white-space: nowrap;
  color: ${({ $variant }) => COLOURS[$variant].fg};
  background: ${({ $variant }) => COLOURS[$variant].bg};
`

export interface ChipProps {
  variant?: ChipVariant
  children: ReactNode
  'data-testid'?: string
}

/** A small label: "installed", "recent", "QR code", a network name, ... */
export function Chip({ variant = 'neutral', ...rest }: ChipProps) {
  return <Root $variant={variant} {...rest} />
}
