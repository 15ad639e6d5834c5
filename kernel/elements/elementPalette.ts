/** The elements' colours per theme mode (also the placeholders' of placeholderCss.ts). */
export const ELEMENT_PALETTE = {
  dark: '--airlock-accent: var(--w3m-accent, hsla(230, 100%, 67%, 1)); --airlock-surface: #1e2020; --airlock-text: #e4e7e7; --airlock-text-secondary: #a8acac; --airlock-surface-hover: #2a2c2c; --airlock-border: #2e3030;',
  light: '--airlock-accent: var(--w3m-accent, hsla(231, 100%, 70%, 1)); --airlock-surface: #f3f3f3; --airlock-text: #141414; --airlock-text-secondary: #5f5f5f; --airlock-surface-hover: #e9e9e9; --airlock-border: #e4e4e4;',
} as const
