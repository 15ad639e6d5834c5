import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focused element, looking inside open shadow roots (the buttons and the modal live in them). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement as HTMLElement | null
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement
  return active
}

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert],[aria-hidden="true"]'))

/**
 * While `active`: moves focus into `container`, keeps Tab and Shift+Tab inside it, and on
 * release gives focus back to whatever had it before (the opener).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const opener = deepActiveElement()
    // The dialog itself takes focus first, so a screen reader announces it; Tab goes on inside.
    root.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const list = focusables(root)
      if (!list.length) {
        event.preventDefault()
        root.focus()
        return
      }
      const current = (root.getRootNode() as ShadowRoot | Document).activeElement
      const index = list.indexOf(current as HTMLElement)
      const last = list.length - 1
      if (event.shiftKey && index <= 0) {
        event.preventDefault()
        list[last]!.focus()
      } else if (!event.shiftKey && (index === last || index === -1)) {
        event.preventDefault()
        list[0]!.focus()
      }
    }
    // A focused control that unmounts (the back button on the first view) drops focus to the
    // body; take it back, so keyboard users (and Escape) stay in the dialog.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return
      setTimeout(() => {
        const active = deepActiveElement()
        if (root.isConnected && (!active || active === root.ownerDocument.body)) root.focus({ preventScroll: true })
      })
    }
    root.addEventListener('keydown', onKeyDown)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('focusout', onFocusOut)
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [container, active])
}
