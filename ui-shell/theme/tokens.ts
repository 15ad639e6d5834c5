// The one typed token map of the shell. Every styled component reads tokens through `vars`
// (CSS custom properties), so a theme change only rewrites variables on the modal's root and
// never regenerates styled-components classes.

export interface ThemeTokens {
  accent: string
  /** Text drawn on an accent background. */
  accentForeground: string
  /** Accent used as text on the background (links); kept readable in both modes. */
  accentText: string
  background: string
  surface: string
  surfaceHover: string
  border: string
  foreground: string
  foregroundSecondary: string
  foregroundTertiary: string
  success: string
  error: string
  overlay: string
  fontFamily: string
  fontSizeMaster: string
  radiusMaster: string
  zIndex: string
  modalWidth: string
  durationHeaderText: string
  durationModalHeight: string
  durationViewTransition: string
  durationShake: string
}

export type TokenName = keyof ThemeTokens

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The custom property behind each token, e.g. `accent` → `--al-accent`. */
export const tokenProperty = /*#__PURE__*/ (name: TokenName): string => `--al-${kebab(name)}`

const TOKEN_NAMES: readonly TokenName[] = [
  'accent',
  'accentForeground',
  'accentText',
  'background',
  'surface',
  'surfaceHover',
  'border',
  'foreground',
  'foregroundSecondary',
  'foregroundTertiary',
  'success',
  'error',
  'overlay',
  'fontFamily',
  'fontSizeMaster',
  'radiusMaster',
  'zIndex',
  'modalWidth',
  'durationHeaderText',
  'durationModalHeight',
  'durationViewTransition',
  'durationShake',
]

/** `var(--al-…)` per token: what styled components interpolate. */
export const vars: Readonly<Record<TokenName, string>> = /*#__PURE__*/ Object.freeze(
  Object.fromEntries(TOKEN_NAMES.map((name) => [name, `var(${tokenProperty(name)})`])) as Record<TokenName, string>,
)

export { TOKEN_NAMES }

/** Sizes derived from the master font size, as AppKit does (`calc(master * n)`). */
export const fontSize = {
  micro: `calc(${vars.fontSizeMaster} * 1)`,
  tiny: `calc(${vars.fontSizeMaster} * 1.2)`,
  small: `calc(${vars.fontSizeMaster} * 1.4)`,
  paragraph: `calc(${vars.fontSizeMaster} * 1.6)`,
  large: `calc(${vars.fontSizeMaster} * 2)`,
  title: `calc(${vars.fontSizeMaster} * 2.4)`,
} as const

/** Radii derived from the master radius (4px by default). */
export const radius = {
  xs: `calc(${vars.radiusMaster} * 1)`,
  s: `calc(${vars.radiusMaster} * 2)`,
  m: `calc(${vars.radiusMaster} * 4)`,
  l: `calc(${vars.radiusMaster} * 6)`,
  xl: `calc(${vars.radiusMaster} * 8)`,
  full: '999px',
} as const
