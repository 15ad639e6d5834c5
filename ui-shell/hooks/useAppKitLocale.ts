import { useMemo } from 'react'
import { I18N, KIT_CONTAINER, type AppKit, type TextDirection } from '../../kernel'
import { useKit } from '../kit/useKit'
import { useStoreState } from './useStoreState'

export interface UseAppKitLocaleReturn {
  /** The tag the kit shows (one it ships), e.g. `'ar'`. */
  locale: string
  dir: TextDirection
  /** Resolves once the locale's messages have loaded and the kit shows it. */
  setLocale: AppKit['setLocale']
}

/** Airlock's own (AppKit has no i18n): the kit's locale, and its setter. */
export function useAppKitLocale(): UseAppKitLocaleReturn {
  const kit = useKit()
  const { locale, dir } = useStoreState(kit[KIT_CONTAINER].resolve(I18N).state)
  return useMemo(() => ({ locale, dir, setLocale: kit.setLocale }), [locale, dir, kit])
}
