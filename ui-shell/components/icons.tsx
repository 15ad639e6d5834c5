import type { SVGProps } from 'react'
import styled from 'styled-components'

// A handful of 24×24 stroke icons drawn inline, so no icon font or image request is needed.
const PATHS = {
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
  close: 'M18 6L6 18M6 6l12 12',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12l5 5L20 7',
  externalLink: 'M14 4h6v6M20 4l-9 9M18 14v5H5V6h5',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM21 21l-5-5',
  wallet: 'M4 7h15v12H4zM4 7l12-3v3M15 13h2',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  info: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 11v6M12 7.5v.5',
  network: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  qrCode: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2z',
  settings: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4',
  dot: 'M12 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
} as const

export type IconName = keyof typeof PATHS

/** Icons that point along the reading direction (back, forward): they mirror in right-to-left. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['chevronLeft', 'chevronRight'])

const Svg = styled.svg`
  [dir='rtl'] &[data-directional] { transform: scaleX(-1); }
`

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'path' | 'ref'> {
  /** One of the shell's icons; or give a plugin's own 24×24 stroke `path`. */
  name?: IconName
  path?: string
  size?: number
  /** A plugin's own `path` that points back or forward: mirror it in right-to-left. */
  directional?: boolean
}

/** A decorative icon (aria-hidden): the control around it carries the accessible name. */
export function Icon({ name, path, size = 16, directional, ...rest }: IconProps) {
  const mirrors = directional ?? (path === undefined && DIRECTIONAL.has(name ?? 'dot'))
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-directional={mirrors || undefined}
      {...rest}
    >
      <path d={path ?? PATHS[name ?? 'dot']} />
    </Svg>
  )
}
