import type { ThemeMode } from '../../kernel'
import type { ThemeTokens } from './tokens'

/**
 * Spec §9 constants (THEME-01..11) and the colours per mode. Text colours are picked to keep
 * WCAG AA contrast on their backgrounds (axe, BYD-04), which is why text on the accent is dark.
 */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark'

// The kernel's, so the <appkit-*> elements use the same font as the React buttons.
export { DEFAULT_FONT_FAMILY, SYSTEM_FONT_STACK } from '../../kernel'

export const LAYOUT = {
  modalWidth: '360px',
  zIndex: '999',
  fontSizeMaster: '10px',
  radiusMaster: '4px',
  durationHeaderText: '120ms',
  durationModalHeight: '150ms',
  durationViewTransition: '150ms',
  durationShake: '500ms',
} as const

type Colours = Omit<ThemeTokens, keyof typeof LAYOUT | 'fontFamily'>

export const palettes: Readonly<Record<ThemeMode, Colours>> = {
  light: {
    accent: 'hsla(231,100%,70%)',
    accentForeground: '#141414',
    accentText: 'hsla(231,100%,50%)',
    background: '#ffffff',
    surface: '#f3f3f3',
    surfaceHover: '#e9e9e9',
    border: '#e4e4e4',
    foreground: '#141414',
    foregroundSecondary: '#5f5f5f',
    foregroundTertiary: '#6e6e6e',
    success: '#07632b', // 4.9:1 under a success chip's tint on the hovered surface (axe: text contrast)
    error: '#c4202f', // 5.3:1 on the light surface (axe: text contrast)
    overlay: 'rgba(0,0,0,0.3)',
  },
  dark: {
    accent: 'hsla(230,100%,67%)',
    accentForeground: '#141414',
    accentText: 'hsla(230,100%,74%)',
    background: '#121313',
    surface: '#1e2020',
    surfaceHover: '#2a2c2c',
    border: '#2e3030',
    foreground: '#e4e7e7',
    foregroundSecondary: '#a8acac',
    foregroundTertiary: '#8f9393',
    success: '#26d962',
    error: '#f25a67',
    overlay: 'rgba(0,0,0,0.3)',
  },
}
