import type { EventBus } from '../bus/createEventBus'
import type { Router } from '../router/createRouter'
import { isCloseDisabled, type CloseGuardContext } from '../router/isCloseDisabled'
import { resolveCloseView } from '../router/resolveCloseView'
import { resolveOpenView, type OpenViewContext } from '../router/resolveOpenView'
import type { OpenRequest, ViewName } from '../router/viewNames'
import type { ChainNamespace } from '../types'
import type { ModalStore } from './createModalStore'

export interface ModalControllerDeps extends OpenViewContext, CloseGuardContext {
  modal: ModalStore
  router: Router
  bus: EventBus
  /** enableEmbedded: the modal lives in the host's layout and is never removed. */
  isEmbedded(): boolean
  /**
   * Asks the sign-in gates after a wallet connected from the modal; resolves true when one took
   * the modal over (routed to its sign-in view). Absent: nothing takes over.
   */
  afterConnect?(namespace: ChainNamespace | undefined, fromView: ViewName): Promise<boolean>
  /** Runs the modal-close hooks (RTR-14: WalletConnect drops its pairing URI, so the next open makes a fresh one). */
  onClose(): void
}

export interface ModalController {
  /** Picks the view by the open rules (spec §2), then opens the modal. */
  open(request?: OpenRequest): void
  /** The view open(request) would show now, without opening: what the idle preload fetches. */
  openView(request?: OpenRequest): ViewName
  /** Closes unconditionally: what the instance's close() and the flows themselves call. */
  close(): void
  /** What the shell's close button, overlay and Escape call: shakes instead while close is disabled. */
  requestClose(): boolean
  /** RTR-16, for the current view. */
  isCloseDisabled(): boolean
  /**
   * A connect view's wallet connected: the sign-in gates may take the modal over (SIWX);
   * otherwise the modal closes, as in AppKit. Only while that view is still shown.
   */
  connected(args: { namespace?: ChainNamespace; fromView: ViewName }): Promise<void>
  /**
   * Runs the open rules again for the open modal (connectors or a session arrived after it
   * opened), as long as the visitor is still on the view they chose; otherwise does nothing.
   */
  reconsiderOpenView(): boolean
}

/**
 * Applies the router's open/close rules to the modal store. It, not the router, emits
 * MODAL_OPEN / MODAL_CLOSE: every way of closing (instance close, back on the last view,
 * the shell's close button) ends here, so the events are sent from one place.
 */
export function createModalController(deps: ModalControllerDeps): ModalController {
  const { modal, router, bus } = deps
  const isConnected = () => Boolean(deps.getCaipAddress())

  const close = () => {
    // As in AppKit: MODAL_CLOSE only when something was open, so repeated close() calls are quiet.
    if (modal.getState().open) {
      bus.emit('track', { type: 'track', event: 'MODAL_CLOSE', properties: { connected: isConnected() } })
    }
    modal.setOpen(false)
    router.reset(resolveCloseView({ isConnected, isEmbedded: deps.isEmbedded })) // RTR-13, RTR-15
    modal.clearLoading() // MDL-03
    deps.onClose() // RTR-14
  }

  /** The last open request and the view the rules chose for it, for reconsiderOpenView. */
  let opened: { request: OpenRequest | undefined; view: ViewName } | undefined

  const closeDisabled = () => isCloseDisabled(deps, router.getState().view)

  return {
    open(request) {
      const { view, data } = resolveOpenView(deps, request)
      opened = { request, view }
      router.reset(view, data)
      modal.setOpen(true)
      // AppKit sends MODAL_OPEN on every open() call, including re-opens to another view.
      bus.emit('track', {
        type: 'track',
        event: 'MODAL_OPEN',
        properties: { connected: Boolean(deps.getCaipAddress(request?.namespace)) },
      })
    },

    openView: (request) => resolveOpenView(deps, request).view,

    close,

    requestClose() {
      if (closeDisabled()) {
        modal.shake()
        return false
      }
      close()
      return true
    },

    isCloseDisabled: closeDisabled,

    reconsiderOpenView() {
      if (!opened || !modal.getState().open) return false
      const { history } = router.getState()
      if (history.length !== 1 || history[0]?.view !== opened.view) return false
      const next = resolveOpenView(deps, opened.request)
      if (next.view === opened.view) return false
      opened = { request: opened.request, view: next.view }
      router.reset(next.view, next.data)
      return true
    },

    async connected({ namespace, fromView }) {
      const tookOver = await (deps.afterConnect?.(namespace, fromView) ?? Promise.resolve(false))
      // Embedded, the modal is shown without being open: connecting leaves it on Account (RTR-15).
      const shown = modal.getState().open || deps.isEmbedded()
      if (!tookOver && shown && router.getState().view === fromView) close()
    },
  }
}
