import { Outlet, useChildMatches, useLocation } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import styled, { keyframes } from 'styled-components'
import { vars } from '../theme/tokens'
import { useRouterState } from './useRouterState'
import { viewOf } from './viewPaths'

// The view slides in already showing (its first frame is painted content, issue 13), fading up
// from part-way rather than from nothing.
const slideNext = keyframes`from { opacity: 0.4; transform: translateX(12px); } to { opacity: 1; transform: none; }`
const slidePrev = keyframes`from { opacity: 0.4; transform: translateX(-12px); } to { opacity: 1; transform: none; }`

// THEME-08: every view enters in 150 ms, from the side the navigation came from.
const Frame = styled.div`
  animation-duration: ${vars.durationViewTransition};
  animation-timing-function: ease-out;
  animation-fill-mode: both;
  &[data-transition='next'] { animation-name: ${slideNext}; }
  &[data-transition='prev'] { animation-name: ${slidePrev}; }
`

/**
 * The root route: one frame per presented view (its skeleton, the view, or its error), keyed by
 * the view TanStack presents rather than the kernel's, so the old view never slides in again
 * while the new one's module loads.
 */
export function ViewFrame() {
  const routeId = useChildMatches({ select: (matches) => matches[0]?.routeId as string | undefined })
  // No child match: the view has no route (not registered); the location still names it.
  const pathname = useLocation({ select: (location) => location.pathname })
  const view = viewOf(routeId ?? pathname)
  // The view the card opens on does not slide: it appears with the card (which has its own
  // entrance), so its content paints in the card's first frame (issue 13).
  const opening = useRef<{ view: string; left: boolean }>(undefined)
  opening.current ??= { view, left: false }
  if (view !== opening.current.view) opening.current.left = true
  return <EnteringFrame key={view} view={view} opening={!opening.current.left} />
}

function EnteringFrame({ view, opening }: { view: string; opening: boolean }) {
  // The direction this view came in from, kept while it stays: the kernel's transition moves on
  // before TanStack presents the next view, and a changed animation-name would replay this one.
  const { transition } = useRouterState()
  const [entered] = useState(opening ? undefined : transition)
  return (
    <Frame data-transition={entered} data-view={view} data-testid="w3m-router-view">
      <Outlet />
    </Frame>
  )
}
