export { createThemeTokens, themeCssVariables } from './createThemeTokens'
export { loadFonts } from './loadFonts'
export { DEFAULT_FONT_FAMILY, DEFAULT_THEME_MODE, LAYOUT, SYSTEM_FONT_STACK, palettes } from './palettes'
export { fontSize, radius, tokenProperty, vars, type ThemeTokens, type TokenName } from './tokens'
