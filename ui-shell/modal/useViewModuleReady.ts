import { useEffect, useState } from 'react'
import { PLUGIN_HOST, ROUTER } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'

/** Module promises known to have settled (loaded or failed): the host shares one per view. */
const settled = new WeakSet<Promise<unknown>>()

/**
 * Whether the current view's (or `view`'s) module has arrived (or failed, so its error can show). The card
 * waits for it before its first paint, so card and content appear together instead of an empty
 * card for the frames a chunk takes (issue 13); later views swap inside the shown card as before.
 */
export function useViewModuleReady(active: boolean, view?: string): boolean {
  const host = useService(PLUGIN_HOST)
  const routed = useStoreState(useService(ROUTER)).view
  const pending = active ? host.loadView(view ?? routed) : undefined
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!pending || settled.has(pending)) return
    let live = true
    const done = () => {
      settled.add(pending)
      if (live) setTick((n) => n + 1)
    }
    pending.then(done, done)
    return () => {
      live = false
    }
  }, [pending])
  return !pending || settled.has(pending)
}
