// The approval popup: a top-level page of the secure origin opened by the frame. It shows the
// request the frame sends (only the frame, its opener at this exact origin) and answers it.
import { showApproval } from './approvalUi'
import { ENGLISH, loadFrameLocale } from './frameLocale'
import { approvalMessages } from './frameMessages'
import { POPUP_ANSWER, POPUP_READY, POPUP_SHOW, type PopupMessage } from './popupProtocol'
import { focusedWindow } from './visibilityGate'

const root = document.getElementById('approval')!
const opener = window.opener as Window | null
document.body.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'

if (!opener) {
  root.hidden = false
  // No opener, so no locale was passed: the browser's language, if the kit has it.
  void loadFrameLocale(navigator.language).then((words) => {
    root.lang = words.locale
    root.dir = words.dir
    root.textContent = words.t(approvalMessages, 'nothingToApprove')
  })
  root.textContent = ENGLISH.t(approvalMessages, 'nothingToApprove')
} else {
  const abort = new AbortController()
  let shown = false
  window.addEventListener('message', (event: MessageEvent<PopupMessage>) => {
    if (event.source !== opener || event.origin !== location.origin || event.data?.type !== POPUP_SHOW || shown) return
    shown = true
    document.body.dataset.theme = event.data.theme
    const { view, requester } = event.data
    void loadFrameLocale(event.data.locale)
      .then((words) => showApproval(root, view, requester, abort.signal, focusedWindow, words))
      .then((approved) => {
        opener.postMessage({ type: POPUP_ANSWER, approved } satisfies PopupMessage, location.origin)
        window.close()
      })
  })
  opener.postMessage({ type: POPUP_READY } satisfies PopupMessage, location.origin)
}
