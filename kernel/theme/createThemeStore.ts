import { createStore, type Store } from '../store/createStore'
import type { ThemeMode, ThemeVariables } from '../types'

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

export const DEFAULT_THEME_MODE: ThemeMode = 'dark'

export function createThemeStore(initial: { themeMode?: ThemeMode; themeVariables?: ThemeVariables } = {}): Store<ThemeState> {
  return createStore<ThemeState>({
    themeMode: initial.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: { ...initial.themeVariables },
  })
}
