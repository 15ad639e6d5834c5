import type { ThemeMode, ThemeVariables } from '../../kernel'
import { DEFAULT_FONT_FAMILY, LAYOUT, palettes } from './palettes'
import { tokenProperty, TOKEN_NAMES, type ThemeTokens } from './tokens'

const asLength = (value: string | number | undefined) =>
  value === undefined || value === '' ? undefined : typeof value === 'number' ? `${value}px` : value

/**
 * The tokens for a mode, with AppKit's `--w3m-*` theme variables applied on top: accent, font,
 * font size and radius masters, z-index, and the colour mix blended into the surfaces.
 */
export function createThemeTokens(mode: ThemeMode, variables: ThemeVariables = {}): ThemeTokens {
  const palette = palettes[mode] ?? palettes.dark
  const tokens: ThemeTokens = {
    ...palette,
    ...LAYOUT,
    fontFamily: DEFAULT_FONT_FAMILY,
  }
  const accent = variables['--w3m-accent']
  if (accent) tokens.accent = tokens.accentText = accent
  if (variables['--w3m-font-family']) tokens.fontFamily = variables['--w3m-font-family']
  tokens.fontSizeMaster = asLength(variables['--w3m-font-size-master']) ?? tokens.fontSizeMaster
  tokens.radiusMaster = asLength(variables['--w3m-border-radius-master']) ?? tokens.radiusMaster
  const zIndex = variables['--w3m-z-index']
  if (zIndex !== undefined && `${zIndex}` !== '') tokens.zIndex = String(zIndex)

  const mix = variables['--w3m-color-mix']
  if (mix) {
    // AppKit tints its greys with the mix colour at the given strength (percent).
    const strength = Math.min(100, Math.max(0, Number(variables['--w3m-color-mix-strength'] ?? 0)))
    const tint = (base: string) => `color-mix(in srgb, ${mix} ${strength}%, ${base})`
    tokens.background = tint(palette.background)
    tokens.surface = tint(palette.surface)
    tokens.surfaceHover = tint(palette.surfaceHover)
    tokens.border = tint(palette.border)
  }
  return tokens
}

/** The tokens as custom properties, ready for a `style` prop or `style.setProperty`. */
export function themeCssVariables(tokens: ThemeTokens): Record<string, string> {
  return Object.fromEntries(TOKEN_NAMES.map((name) => [tokenProperty(name), tokens[name]]))
}
