import { useMemo } from 'react'
import { KIT_CONTAINER, PLUGIN_HOST, SERVICES, type InjectionToken } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useKit } from './useKit'

/** Resolves a service of the current kit by its token (ROUTER, CATALOGUE, SNACKBAR, a plugin's). */
export function useService<T>(token: InjectionToken<T>): T {
  const kit = useKit()
  return useMemo(() => kit[KIT_CONTAINER].resolve(token), [kit, token])
}

/**
 * A service a plugin provides, or undefined while that plugin is not active; re-renders when a
 * plugin activation finishes or is undone, the moments such a service appears or goes.
 */
export function useOptionalService<T>(token: InjectionToken<T>): T | undefined {
  const kit = useKit()
  const { active } = useStoreState(useService(PLUGIN_HOST).registry)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `active` is the change signal
  return useMemo(() => kit[KIT_CONTAINER].resolve(SERVICES).find(token), [kit, token, active])
}
