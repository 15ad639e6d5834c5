import { useEffect, useState, useSyncExternalStore } from 'react'
import { MODAL_CONTROLLER, ROUTER } from '../../kernel'
import { useService } from '../kit/useService'
import { useViewRouterFactory, type ViewRouterBinding } from '../router/ViewRouter'
import { afterPaint } from '../scheduling/afterPaint'
import { Prerender } from './Prerender'
import { useViewModuleReady } from './useViewModuleReady'

export interface CardReveal {
  /** Shown: wanted, and its view's module has arrived (card and content appear together). */
  visible: boolean
  /** Rendered hidden before the first open, so that open only reveals it. */
  hidden: boolean
  /**
   * How the hidden card is hidden: live (laid out, effects running, invisible) or, where a view's
   * effects must wait for the open, under React's Activity (display: none, no effects).
   */
  live: boolean
  /** The view router the hidden card was rendered with, loaded before it rendered. */
  binding: ViewRouterBinding | undefined
  /** The open showed another view than the prerendered one: render the card afresh. */
  fresh: boolean
}

/**
 * Views whose card is prerendered live: Connect's effects only fetch what the idle preload fetches
 * anyway, and WalletConnect's own view (a kit with networks only) pairs only once the card shows
 * (issue 32). Others wait under Activity: Account's plugin views fetch for the account.
 */
const LIVE_PRERENDER = new Set(['Connect', 'ConnectingWalletConnectBasic'])

/**
 * When the card shows, and its prerender before the first open (issues 13, 32). Its view router
 * is made and loaded here first, for the view an open would most likely show, so the hidden render
 * does not wait for a chunk; at the reveal the card is reused only if the open shows that view.
 * A live prerender is laid out while hidden, so the open is a repaint, not a layout (issue 32).
 * The shown card unmounts on close, as AppKit's does; when the next open would show a live view
 * again, a new card is prerendered for it once the close has painted, so a reopen is a repaint too.
 */
export function useCardReveal(wanted: boolean): CardReveal {
  const controller = useService(MODAL_CONTROLLER)
  const router = useService(ROUTER)
  const createViewRouter = useViewRouterFactory()
  const [shown, setShown] = useState(false)
  // The view the open rules pick now (WalletConnect's for a kit with networks only); the idle
  // preload loads its module too (preloadModal).
  const [warmView, setWarmView] = useState(() => controller.openView())
  const live = LIVE_PRERENDER.has(warmView)
  const [warming, setWarming] = useState((live || Boolean(Prerender)) && !wanted)
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
    if (visible) {
      setWarming(false)
      return
    }
    setPrepared(undefined)
    if (!shown) return
    // Closed after an open: the shown card is gone; prepare the next open's card as before the
    // first, but only a live one (another view's card would hold its state while closed). Once
    // the close has painted, not on idle: a reopen may come at once, and the work after a close
    // (WalletConnect dropping its pairing) can keep the page busy for a while.
    return afterPaint(() => {
      const next = controller.openView()
      if (!LIVE_PRERENDER.has(next)) return
      setWarmView(next)
      setReused(undefined)
      setWarming(true)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on each reveal and close
  }, [visible])

  return {
    visible,
    hidden: !visible && warming && prepared !== undefined,
    live,
    binding: reused === false ? undefined : prepared?.binding,
    fresh: reused === false,
  }
}
