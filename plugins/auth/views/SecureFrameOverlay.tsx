import { useEffect } from 'react'
import { useOptionalService, useRouterState, useService, useStoreState, type OverlayProps } from '../../../ui-shell/components'
import { THEME } from '../../../kernel/plugin'
import { AUTH_FRAME, AUTH_SERVICE } from '../index'
import { hideFrame, showFrame } from '../createFrameElement'

const EMPTY = { getState: () => undefined, subscribe: () => () => {} }

/**
 * Places the secure frame over ApproveTransaction's box while a request waits there, following
 * the card as it shakes and resizes (only then: `follow`); hides it (still running) elsewhere.
 */
export default function SecureFrameOverlay({ rect, open, follow }: OverlayProps) {
  const frame = useOptionalService(AUTH_FRAME)
  const service = useOptionalService(AUTH_SERVICE)
  const state = useStoreState(service?.store ?? EMPTY)
  const { view } = useRouterState()
  const { themeVariables } = useStoreState(useService(THEME))
  const zIndex = Number(themeVariables?.['--w3m-z-index'] ?? 999) + 1
  // The card's box is needed only while a request waits in ApproveTransaction.
  const showing = Boolean(open && state?.anchor && state?.approving && view === 'ApproveTransaction')

  useEffect(() => {
    follow?.(showing)
    return () => follow?.(false)
  }, [follow, showing])

  useEffect(() => {
    // Approving means a call went to the frame, so it was made by then.
    const iframe = frame?.element()
    if (!iframe) return
    const anchor = state?.anchor
    if (showing && rect && anchor) {
      const box = anchor.getBoundingClientRect()
      showFrame(iframe, { top: box.top, left: box.left, width: box.width, height: box.height }, zIndex)
    } else hideFrame(iframe)
  }, [frame, rect, showing, state?.anchor, zIndex])

  return null
}
