// The modal's lazily imported half: everything here (React DOM root, styled-components, the
// router, the views) is fetched on first open or when the browser is idle, never in the host's
// first bundle.
import { createRoot } from 'react-dom/client'
import type { AppKit } from '../../kernel'
import { shellOptionsOf } from '../kit/shellOptions'
import { ModalApp } from './ModalApp'
import { MODAL_TAG } from './modalTag'
import { reportBlockedStyles } from './reportBlockedStyles'


/** MNT-01: appends `<airlock-modal>` to the body and renders the modal in its shadow root. */
export function mountModal(kit: AppKit): () => void {
  const host = document.createElement(MODAL_TAG)
  document.body.appendChild(host)
  const unmount = renderModal(host, kit)
  return () => {
    unmount()
    host.remove()
  }
}

/** Renders the modal into `host`'s (new or existing) open shadow root; returns the unmount. */
export function renderModal(host: HTMLElement, kit: AppKit, options: { embedded?: boolean } = {}): () => void {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  container.setAttribute('data-airlock-root', '')
  shadowRoot.appendChild(container)
  const nonce = shellOptionsOf(kit).nonce
  // With a nonce a blocked style is the host's policy being wrong in another way; the hint is for none.
  const stopReporting = nonce ? () => undefined : reportBlockedStyles(document)
  const root = createRoot(container)
  root.render(<ModalApp kit={kit} shadowRoot={shadowRoot} embedded={options.embedded} nonce={nonce} />)
  return () => {
    stopReporting()
    root.unmount()
    container.remove()
  }
}
