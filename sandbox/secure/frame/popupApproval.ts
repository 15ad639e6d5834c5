// Where the frame cannot tell whether it is seen (no IntersectionObserver v2), the approval moves
// to a top-level popup on the secure origin, which no host page can cover or make transparent.
// The frame shows what is asked and who asks, and one button that opens the popup; the answer
// counts only from that popup's window at this exact origin.
import { drawActions, drawRequest, type ApprovalView, type Requester } from './approvalUi'
import { POPUP_ANSWER, POPUP_READY, POPUP_SHOW, type PopupMessage } from './popupProtocol'

const POPUP_FEATURES = 'popup,width=420,height=640'

export function approveInPopup(root: HTMLElement, view: ApprovalView, requester: Requester, abort: AbortSignal): Promise<boolean> {
  drawRequest(root, view, requester)
  const { cancel, primary: open, hint } = drawActions(root, 'Review in a secure window', 'secure-open-window-button')
  hint.textContent = 'This browser cannot confirm the wallet is in full view here, so you approve in a window of the wallet’s own.'
  let popup: Window | null = null

  return new Promise((resolve) => {
    const done = (approved: boolean) => {
      window.removeEventListener('message', onMessage)
      abort.removeEventListener('abort', onAbort)
      clearInterval(closedWatch)
      if (popup && !popup.closed) popup.close()
      root.hidden = true
      root.replaceChildren()
      resolve(approved)
    }
    const onMessage = (event: MessageEvent<PopupMessage>) => {
      if (!popup || event.source !== popup || event.origin !== location.origin) return
      if (event.data?.type === POPUP_READY) popup.postMessage({ type: POPUP_SHOW, view, requester, theme: document.body.dataset.theme === 'light' ? 'light' : 'dark' } satisfies PopupMessage, location.origin)
      else if (event.data?.type === POPUP_ANSWER) done(event.data.approved === true)
    }
    // A popup closed without an answer is a Cancel (a closed window sends nothing).
    const closedWatch = setInterval(() => {
      if (popup?.closed) done(false)
    }, 500)
    const onAbort = () => done(false)
    window.addEventListener('message', onMessage)
    abort.addEventListener('abort', onAbort)
    cancel.addEventListener('click', () => done(false), { once: true })
    open.addEventListener('click', (event) => {
      if (!event.isTrusted) return
      if (popup && !popup.closed) return popup.focus()
      // A fresh window each time: a named target could be a window the host opened and named first.
      popup = window.open('/approve', '_blank', POPUP_FEATURES)
      if (!popup) hint.textContent = 'The window was blocked. Allow pop-ups for the wallet, then try again.'
    })
  })
}
