import { useMemo } from 'react'
import { KIT_CONTAINER, type InjectionToken } from '../../kernel'
import { useKit } from './useKit'

/** Resolves a kernel service of the current kit by its token (ROUTER, CATALOGUE, SNACKBAR, ...). */
export function useService<T>(token: InjectionToken<T>): T {
  const kit = useKit()
  return useMemo(() => kit[KIT_CONTAINER].resolve(token), [kit, token])
}
