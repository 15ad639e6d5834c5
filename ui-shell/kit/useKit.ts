import { useContext, useSyncExternalStore } from 'react'
import { getDefaultKit, subscribeDefaultKit, type AppKit } from '../../kernel'
import { KitContext } from './kitContexts'

export const NO_KIT_MESSAGE =
  'No Airlock kit: call createAppKit(...) before rendering, or wrap the tree in <AppKitProvider kit={...}>'

// The kernel's default-kit registry, the one the <appkit-*> elements follow too: the newest kit
// not destroyed, falling back to the previous one when it is. No server snapshot differs.
const subscribe = (onChange: () => void) => subscribeDefaultKit(() => onChange())

/** The kit of the nearest <AppKitProvider>, else the most recently created live kit. */
export function useKit(): AppKit {
  const scoped = useContext(KitContext)
  const fallback = useSyncExternalStore(subscribe, getDefaultKit, getDefaultKit)
  const kit = scoped ?? fallback
  if (!kit) throw new Error(NO_KIT_MESSAGE)
  return kit
}
