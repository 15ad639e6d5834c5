import { describe, expect, it } from 'vitest'
import { createThemeTokens, themeCssVariables } from './createThemeTokens'
import { DEFAULT_THEME_MODE } from './palettes'

describe('theme tokens', () => {
  it('THEME-01 defaults to dark mode', () => {
    expect(DEFAULT_THEME_MODE).toBe('dark')
  })
  it('THEME-02 THEME-03 the accent is hsla(231,100%,70%) in light and hsla(230,100%,67%) in dark', () => {
    expect(createThemeTokens('light').accent).toBe('hsla(231,100%,70%)')
    expect(createThemeTokens('dark').accent).toBe('hsla(230,100%,67%)')
  })
  it('THEME-04 the background is white in light mode and near-black in dark mode', () => {
    expect(createThemeTokens('light').background).toBe('#ffffff')
    expect(createThemeTokens('dark').background).toBe('#121313')
  })
  it('THEME-05 THEME-09 THEME-10 THEME-11 width 360px, z-index 999, font size 10px, radius 4px', () => {
    expect(createThemeTokens('dark')).toMatchObject({ modalWidth: '360px', zIndex: '999', fontSizeMaster: '10px', radiusMaster: '4px' })
  })
  it('THEME-06 THEME-07 THEME-08 header text 120 ms, modal height 150 ms, view transition 150 ms', () => {
    expect(createThemeTokens('light')).toMatchObject({ durationHeaderText: '120ms', durationModalHeight: '150ms', durationViewTransition: '150ms' })
  })
  it("applies AppKit's --w3m-* theme variables over the defaults", () => {
    const tokens = createThemeTokens('dark', {
      '--w3m-accent': '#00ff00',
      '--w3m-font-family': 'Georgia, serif',
      '--w3m-font-size-master': '12px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 5000,
      '--w3m-color-mix': '#ff0000',
      '--w3m-color-mix-strength': 40,
    })
    expect(tokens).toMatchObject({ accent: '#00ff00', fontFamily: 'Georgia, serif', fontSizeMaster: '12px', radiusMaster: '2px', zIndex: '5000' })
    expect(tokens.background).toBe('color-mix(in srgb, #ff0000 40%, #121313)')
    expect(themeCssVariables(tokens)['--al-accent']).toBe('#00ff00')
    expect(themeCssVariables(tokens)['--al-font-size-master']).toBe('12px')
  })
})
