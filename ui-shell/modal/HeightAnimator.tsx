import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { vars } from '../theme/tokens'

// THEME-07: the card's height follows its content over 150 ms.
const Outer = styled.div`
  overflow: hidden;
  transition: height ${vars.durationModalHeight} ease;
`

/** Animates height changes of its content (measured with a ResizeObserver). */
export function HeightAnimator({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number | undefined>()
  useLayoutEffect(() => {
    const el = inner.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <Outer data-testid="w3m-modal-height" style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </Outer>
  )
}
