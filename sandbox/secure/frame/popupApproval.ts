// Where the frame cannot tell whether it is seen (no IntersectionObserver v2), the approval moves
// to a top-level popup on the secure origin, which no host page can cover or make transparent.
// The frame shows what is asked and who asks, and one button that opens the popup; the answer
// counts only from that popup's window at this exact origin.
import { drawActions, drawRequest, type ApprovalView, type Requester } from './approvalUi'
import { ENGLISH, type FrameLocale } from './frameLocale'
import { approvalMessages } from './frameMessages'
import { POPUP_ANSWER, POPUP_READY, POPUP_SHOW, type PopupMessage } from './popupProtocol'

const POPUP_FEATURES = 'popup,width=420,height=640'

export function approveInPopup(root: HTMLElement, view: ApprovalView, requester: Requester, abort: AbortSignal, words: FrameLocale = ENGLISH): Promise<boolean> {
  const { t } = words
  drawRequest(root, view, requester, words)
  const { cancel, primary: open, hint } = drawActions(root, t(approvalMessages, 'reviewInWindow'), 'secure-open-window-button', words)
  hint.textContent = t(approvalMessages, 'popupHint')
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
      if (event.data?.type === POPUP_READY) popup.postMessage({ type: POPUP_SHOW, view, requester, theme: document.body.dataset.theme === 'light' ? 'light' : 'dark', locale: words.locale } satisfies PopupMessage, location.origin)
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
      if (!popup) hint.textContent = t(approvalMessages, 'popupBlocked')
    })
  })
}
