import { useContext, useSyncExternalStore } from 'react'
import type { AppKit } from '../../kernel'
import { KitContext } from './AppKitProvider'
import { defaultKit } from './defaultKit'

export const NO_KIT_MESSAGE =
  'No Airlock kit: call createAppKit(...) before rendering, or wrap the tree in <AppKitProvider kit={...}>'

/** The kit of the nearest <AppKitProvider>, else the one createAppKit made last. */
export function useKit(): AppKit {
  const scoped = useContext(KitContext)
  const fallback = useSyncExternalStore(defaultKit.subscribe, defaultKit.get, defaultKit.get)
  const kit = scoped ?? fallback
  if (!kit) throw new Error(NO_KIT_MESSAGE)
  return kit
}
