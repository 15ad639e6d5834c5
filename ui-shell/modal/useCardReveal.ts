import { useEffect, useState, useSyncExternalStore } from 'react'
import { MODAL_CONTROLLER, ROUTER } from '../../kernel'
import { useService } from '../kit/useService'
import { useViewRouterFactory, type ViewRouterBinding } from '../router/ViewRouter'
import { Prerender } from './Prerender'
import { useViewModuleReady } from './useViewModuleReady'

export interface CardReveal {
  /** Shown: wanted, and its view's module has arrived (card and content appear together). */
  visible: boolean
  /** Rendered hidden (Prerender) before the first open, so that open only reveals it. */
  hidden: boolean
  /** The view router the hidden card was rendered with, loaded before it rendered. */
  binding: ViewRouterBinding | undefined
  /** The open showed another view than the prerendered one: render the card afresh. */
  fresh: boolean
}

/**
 * When the card shows, and its prerender before the first open (issue 13). A hidden tree runs no
 * effects and follows no store, so its view router is made and loaded here first, for the view an
 * open would most likely show; at the reveal the card is reused only if the open shows that view.
 * After the first open the card unmounts on close, as AppKit's does.
 */
export function useCardReveal(wanted: boolean): CardReveal {
  const controller = useService(MODAL_CONTROLLER)
  const router = useService(ROUTER)
  const createViewRouter = useViewRouterFactory()
  const [shown, setShown] = useState(false)
  const [warming, setWarming] = useState(Boolean(Prerender) && !wanted)
  // The view the open rules pick now (WalletConnect's for a kit with networks only); the idle
  // preload loads its module too (preloadModal).
  const [warmView] = useState(() => controller.openView())
  // Watched while warming too, so an open on the prerendered view knows at once it has arrived.
  const moduleReady = useViewModuleReady((wanted || warming) && !shown, wanted ? undefined : warmView)
  const visible = wanted && (shown || moduleReady)

  const [prepared, setPrepared] = useState<{ view: string; binding: ViewRouterBinding }>()
  useEffect(() => {
    if (!warming) return
    const binding = createViewRouter(warmView)
    let live = true
    binding.router.load().then(() => live && setPrepared({ view: warmView, binding }), () => undefined)
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one binding per warm-up
  }, [warming])

  // Decided once, at the first reveal (state set during render: React re-renders before commit).
  const [reused, setReused] = useState<boolean>()
  const openedView = useSyncExternalStore(router.subscribe, () => (reused === undefined ? router.getState().view : undefined))
  if (visible && reused === undefined) setReused(prepared?.view === openedView)

  useEffect(() => {
    setShown(visible)
    if (visible) setWarming(false)
    else setPrepared(undefined)
  }, [visible])

  return {
    visible,
    hidden: !visible && warming && prepared !== undefined,
    binding: reused === false ? undefined : prepared?.binding,
    fresh: reused === false,
  }
}
