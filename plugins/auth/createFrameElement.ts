/** The secure frame's element, `#w3m-iframe` as AppKit names it, hidden until an approval shows it. */
export function createFrameElement(doc: Document, src: string): HTMLIFrameElement {
  const iframe = doc.createElement('iframe')
  iframe.id = 'w3m-iframe'
  iframe.src = src
  iframe.title = 'Secure wallet'
  iframe.setAttribute('allow', '')
  hideFrame(iframe)
  doc.body.appendChild(iframe)
  return iframe
}

/** Out of sight, out of the tab order and the accessibility tree, yet still running. */
export function hideFrame(iframe: HTMLIFrameElement): void {
  Object.assign(iframe.style, { position: 'fixed', top: '0', left: '0', width: '0', height: '0', border: '0', opacity: '0', pointerEvents: 'none' })
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
}

/** Over a box of the page (viewport px), above the modal. */
export function showFrame(iframe: HTMLIFrameElement, box: { top: number; left: number; width: number; height: number }, zIndex: number): void {
  Object.assign(iframe.style, {
    position: 'fixed',
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    border: '0',
    opacity: '1',
    pointerEvents: 'auto',
    zIndex: String(zIndex),
    colorScheme: 'normal',
    background: 'transparent',
  })
  iframe.removeAttribute('tabindex')
  iframe.removeAttribute('aria-hidden')
}
