import { useCallback, useEffect, useMemo, useState } from 'react'
import { useStoreState } from '../hooks/useStoreState'
import { useCardElementStore } from './cardElement'
import { SlotComponent } from './SlotComponent'
import { useSlot } from './useSlot'

/** What an overlay component receives: the card's box on screen (viewport px), and whether the modal is open. */
export interface OverlayProps {
  /** The card's box, while this overlay follows the card (the default); undefined otherwise. */
  rect: { top: number; left: number; width: number; height: number } | undefined
  open: boolean
  /**
   * `follow(false)`: this overlay needs no `rect` for now (no frame loop runs for it);
   * `follow(true)`: it does again. An overlay that never calls it follows the card.
   */
  follow?(on: boolean): void
}

const EMPTY = { getState: () => ({ element: null }), subscribe: () => () => {} }
const same = (a: OverlayProps['rect'], b: DOMRect) =>
  a !== undefined && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height

/**
 * The `overlay` slot: each entry's component stays mounted for the kit's life (the embedded
 * wallet's secure frame must keep its session across closes). While an entry follows the card
 * (unless it said `follow(false)`), it is told the card's rect every frame it changes — the card
 * shakes (transform), animates its height and resizes with the page. Nobody following, no frame
 * loop: the card's entrance animation then re-renders nothing here.
 */
export function OverlayLayer() {
  const entries = useSlot('overlay')
  const { element } = useStoreState(useCardElementStore() ?? EMPTY)
  const [rect, setRect] = useState<OverlayProps['rect']>(undefined)
  // Entries that said `follow(false)`; the others follow.
  const [resting, setResting] = useState<readonly string[]>([])
  const follows = (id: string) => !resting.includes(id)
  const following = entries.some((entry) => follows(entry.id))

  const setFollowing = useCallback(
    (id: string, on: boolean) => setResting((ids) => (on !== ids.includes(id) ? ids : on ? ids.filter((other) => other !== id) : [...ids, id])),
    [],
  )
  const followOf = useMemo(() => new Map(entries.map((entry) => [entry.id, (on: boolean) => setFollowing(entry.id, on)])), [entries, setFollowing])

  useEffect(() => {
    if (!element || !following) {
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
  }, [element, following])

  return (
    <>
      {entries.map((entry) => (
        <SlotComponent<OverlayProps>
          key={entry.id}
          id={entry.id}
          load={entry.component}
          props={{ rect: follows(entry.id) ? rect : undefined, open: Boolean(element), follow: followOf.get(entry.id)! }}
        />
      ))}
    </>
  )
}
