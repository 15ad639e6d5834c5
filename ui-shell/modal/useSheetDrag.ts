import { useCallback, useMemo, useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react'
import { PHONE_SHEET_MEDIA } from './phoneSheet'

/** Movement below this is a tap (on Close or Back in the grab zone), not a drag. */
const DRAG_SLOP_PX = 6
/** A drag past this share of the sheet's height closes it. */
export const SHEET_CLOSE_SHARE = 0.3
/** A release faster than this (px per ms, downwards) is a fling: it closes whatever the distance. */
export const SHEET_FLING_SPEED = 0.6
const SNAP_MS = 150

interface Drag {
  pointerId: number
  startY: number
  dy: number
  dragging: boolean
  /** The last moves, for the release speed: a slow drag that ends with a flick still flings. */
  samples: { y: number; t: number }[]
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * Swipe-down to close the phone sheet, by pointer events on its grab zone (the handle and the
 * header): the card follows the finger; on release a short drag snaps back, and a fling or a drag
 * past 30 % asks to close (`requestClose`, so a view that disables closing shakes and the sheet
 * snaps back). Only while the card is a sheet; no motion under prefers-reduced-motion.
 */
export function useSheetDrag(card: RefObject<HTMLElement | null>, requestClose: () => boolean) {
  const drag = useRef<Drag | undefined>(undefined)
  const dragged = useRef(false)

  const place = useCallback(
    (dy: number, animate: boolean) => {
      const el = card.current
      if (!el) return
      el.style.transition = animate && !reducedMotion() ? `transform ${SNAP_MS}ms ease-out` : 'none'
      el.style.transform = dy > 0 ? `translateY(${dy}px)` : ''
    },
    [card],
  )

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (!event.isPrimary || event.button !== 0 || !window.matchMedia?.(PHONE_SHEET_MEDIA).matches) return
    dragged.current = false
    drag.current = { pointerId: event.pointerId, startY: event.clientY, dy: 0, dragging: false, samples: [{ y: event.clientY, t: event.timeStamp }] }
  }, [])

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const d = drag.current
      if (!d || d.pointerId !== event.pointerId) return
      d.dy = Math.max(0, event.clientY - d.startY)
      d.samples = [...d.samples.filter((s) => event.timeStamp - s.t < 100), { y: event.clientY, t: event.timeStamp }]
      if (!d.dragging && d.dy > DRAG_SLOP_PX) {
        d.dragging = true
        // Captured, the drag goes on when the finger leaves the grab zone.
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }
      if (d.dragging) place(d.dy, false)
    },
    [place],
  )

  const onPointerEnd = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const d = drag.current
      if (!d || d.pointerId !== event.pointerId) return
      drag.current = undefined
      if (!d.dragging) return
      dragged.current = true
      const first = d.samples[0]!
      const speed = (event.clientY - first.y) / Math.max(1, event.timeStamp - first.t)
      const height = card.current?.getBoundingClientRect().height ?? Infinity
      const closing = event.type === 'pointerup' && (d.dy > height * SHEET_CLOSE_SHARE || speed > SHEET_FLING_SPEED)
      if (closing && requestClose()) return
      place(0, true)
    },
    [card, place, requestClose],
  )

  // A drag that began on Close or Back must not also press it.
  const onClickCapture = useCallback((event: ReactMouseEvent<HTMLElement>) => {
    if (!dragged.current) return
    dragged.current = false
    event.preventDefault()
    event.stopPropagation()
  }, [])

  return useMemo(
    () => ({ onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture }),
    [onPointerDown, onPointerMove, onPointerEnd, onClickCapture],
  )
}
