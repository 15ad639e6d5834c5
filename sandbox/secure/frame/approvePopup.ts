// The approval popup: a top-level page of the secure origin opened by the frame. It shows the
// request the frame sends (only the frame, its opener at this exact origin) and answers it.
import { showApproval } from './approvalUi'
import { POPUP_ANSWER, POPUP_READY, POPUP_SHOW, type PopupMessage } from './popupProtocol'
import { focusedWindow } from './visibilityGate'

const root = document.getElementById('approval')!
const opener = window.opener as Window | null
document.body.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'

if (!opener) {
  root.hidden = false
  root.textContent = 'Nothing to approve here. Open this window from the wallet.'
} else {
  const abort = new AbortController()
  let shown = false
  window.addEventListener('message', (event: MessageEvent<PopupMessage>) => {
    if (event.source !== opener || event.origin !== location.origin || event.data?.type !== POPUP_SHOW || shown) return
    shown = true
    document.body.dataset.theme = event.data.theme
    void showApproval(root, event.data.view, event.data.requester, abort.signal, focusedWindow).then((approved) => {
      opener.postMessage({ type: POPUP_ANSWER, approved } satisfies PopupMessage, location.origin)
      window.close()
    })
  })
  opener.postMessage({ type: POPUP_READY } satisfies PopupMessage, location.origin)
}
