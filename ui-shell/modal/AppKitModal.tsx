import { createElement, useEffect, useRef, useState } from 'react'
import { CONFIG, KIT_CONTAINER } from '../../kernel'
import { useAppKitState } from '../hooks/useAppKitState'
import { useKit } from '../kit/useKit'
import { MODAL_TAG } from './modalTag'

/**
 * The modal where the host places it: with `disableAppend` (an overlay, as usual, but in the
 * host's tree) or `enableEmbedded` (inline in the host's layout, always shown). Tiny: the modal
 * code is imported on first open, or at once when embedded.
 */
export function AppKitModal() {
  const kit = useKit()
  const embedded = kit[KIT_CONTAINER].resolve(CONFIG).enableEmbedded
  const { open } = useAppKitState()
  const host = useRef<HTMLElement>(null)
  const [wanted, setWanted] = useState(embedded || open)
  if ((open || embedded) && !wanted) setWanted(true)

  useEffect(() => {
    const element = host.current
    if (!wanted || !element) return
    let live = true
    let unmount: (() => void) | undefined
    void import('./mountModal').then((m) => {
      if (live) unmount = m.renderModal(element, kit, { embedded })
    })
    return () => {
      live = false
      unmount?.()
    }
  }, [wanted, kit, embedded])

  return createElement(MODAL_TAG, { ref: host, 'data-embedded': embedded ? '' : undefined })
}
