import { useEffect, useState } from 'react'
import { useStoreState } from '../hooks/useStoreState'
import { useCardElementStore } from './cardElement'
import { SlotComponent } from './SlotComponent'
import { useSlot } from './useSlot'

/** What an overlay component receives: the card's box on screen (viewport px), and whether the modal is open. */
export interface OverlayProps {
  rect: { top: number; left: number; width: number; height: number } | undefined
  open: boolean
}

const EMPTY = { getState: () => ({ element: null }), subscribe: () => () => {} }
const same = (a: OverlayProps['rect'], b: DOMRect) =>
  a !== undefined && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height

/**
 * The `overlay` slot: each entry's component stays mounted for the kit's life (the embedded
 * wallet's secure frame must keep its session across closes) and is told the card's rect every
 * frame it changes — the card shakes (transform), animates its height and resizes with the page.
 */
export function OverlayLayer() {
  const entries = useSlot('overlay')
  const { element } = useStoreState(useCardElementStore() ?? EMPTY)
  const [rect, setRect] = useState<OverlayProps['rect']>(undefined)

  useEffect(() => {
    if (!element || entries.length === 0) {
      setRect(undefined)
      return
    }
    let frame = 0
    let last: OverlayProps['rect']
    // A frame loop rather than ResizeObserver: transforms (the shake) change the box without a resize.
    const follow = () => {
      const box = element.getBoundingClientRect()
      if (!same(last, box)) {
        last = { top: box.top, left: box.left, width: box.width, height: box.height }
        setRect(last)
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => cancelAnimationFrame(frame)
  }, [element, entries.length])

  return (
    <>
      {entries.map((entry) => (
        <SlotComponent<OverlayProps> key={entry.id} id={entry.id} load={entry.component} props={{ rect, open: Boolean(element) }} />
      ))}
    </>
  )
}
