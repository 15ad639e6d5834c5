import { useMemo } from 'react'
import { KIT_CONTAINER, THEME, type AppKit, type ThemeMode, type ThemeVariables } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useStoreState } from './useStoreState'

export interface UseAppKitThemeReturn {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: AppKit['setThemeMode']
  setThemeVariables: AppKit['setThemeVariables']
}

/** AppKit's `useAppKitTheme`: the kit's THEME store, and its setters. */
export function useAppKitTheme(): UseAppKitThemeReturn {
  const kit = useKit()
  const { themeMode, themeVariables } = useStoreState(kit[KIT_CONTAINER].resolve(THEME))
  return useMemo(
    () => ({ themeMode, themeVariables, setThemeMode: kit.setThemeMode, setThemeVariables: kit.setThemeVariables }),
    [themeMode, themeVariables, kit],
  )
}
