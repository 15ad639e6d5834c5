import { useCallback, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import styled, { css, keyframes } from 'styled-components'
import { MODAL, MODAL_CONTROLLER } from '../../kernel'
import { AlertBar } from '../components/AlertBar'
import { Snackbar } from '../components/Snackbar'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'
import { PreparedViewRouter, ViewRouter } from '../router/ViewRouter'
import { radius, vars } from '../theme/tokens'
import { useCardElementStore } from '../slots/cardElement'
import { Header } from './Header'
import { HeightAnimator } from './HeightAnimator'
import { Prerender } from './Prerender'
import { useCardReveal } from './useCardReveal'
import { useFocusTrap } from './useFocusTrap'
import { PHONE_SHEET_MEDIA, phoneTouchTargets } from './phoneSheet'
import { useSheetDrag } from './useSheetDrag'

// Entrances move and dim, they never start invisible: the card and its content paint in the
// frame after the click (issue 13), and the motion follows.
const dimIn = keyframes`from { background-color: transparent; }`
const rise = keyframes`from { transform: translateY(8px) scale(0.98); } to { transform: none; }`
const shake = keyframes`
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
`

// THEME-09: the overlay's z-index is the theme's (999 unless --w3m-z-index says otherwise).
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${vars.overlay};
  animation: ${dimIn} ${vars.durationModalHeight} ease-out both;
  @media ${PHONE_SHEET_MEDIA} {
    align-items: flex-end;
  }
  /* A card prerendered live: laid out, unseen and untouchable; the entrances start at the reveal. */
  &[data-concealed] {
    visibility: hidden;
    pointer-events: none;
    animation: none;
  }
`

// THEME-05: 360px wide (full width on small screens, as a bottom sheet).
const Card = styled.div<{ $embedded?: boolean }>`
  position: relative;
  box-sizing: border-box;
  width: ${vars.modalWidth};
  max-width: 100%;
  max-height: calc(100vh - 32px);
  overflow: hidden auto;
  border-radius: ${radius.xl};
  background: ${vars.background};
  color: ${vars.foreground};
  box-shadow: 0 0 0 1px ${vars.border};
  outline: none;
  ${({ $embedded }) =>
    $embedded
      ? ''
      : css`
          animation: ${rise} ${vars.durationModalHeight} ease-out both;
        `}
  [data-concealed] > & {
    animation: none;
  }
  &[data-shake='true'] {
    animation: ${shake} ${vars.durationShake} cubic-bezier(0.36, 0.07, 0.19, 0.97) both;
  }
  @media ${PHONE_SHEET_MEDIA} {
    inline-size: 100%;
    border-end-start-radius: 0;
    border-end-end-radius: 0;
    /* Clear of the home indicator and a landscape notch; env() is 0 unless the host page has
       viewport-fit=cover, and then the sheet's background still reaches the screen's edge. */
    max-block-size: calc(100dvh - 32px - env(safe-area-inset-top, 0px));
    padding-block-end: env(safe-area-inset-bottom, 0px);
    /* The notch's insets are physical; the larger on both sides is right in either direction. */
    padding-inline: max(env(safe-area-inset-left, 0px), env(safe-area-inset-right, 0px));
  }
  ${phoneTouchTargets}
`

// The sheet's handle: drawn on phones only, and no control (Close stays the keyboard's way out).
const Handle = styled.div`
  display: none;
  @media ${PHONE_SHEET_MEDIA} {
    display: flex;
    justify-content: center;
    align-items: center;
    block-size: 20px;
    margin-block-end: -8px;
    touch-action: none;
    cursor: grab;
    &::before {
      content: '';
      inline-size: 36px;
      block-size: 4px;
      border-radius: 2px;
      background: ${vars.foregroundTertiary};
    }
  }
`

// The header is part of the grab zone on phones: the handle alone is a small target.
const GrabZone = styled.div`
  @media ${PHONE_SHEET_MEDIA} {
    touch-action: none;
  }
`

const Body = styled.div`
  padding-bottom: 8px;
`

export interface ModalCardProps {
  /** enableEmbedded: shown in the host's layout, always open, no overlay and no focus trap. */
  embedded?: boolean
}

/** The dialog: overlay, card, header, the router's view, alerts and the snackbar. */
export function ModalCard({ embedded }: ModalCardProps) {
  const modal = useService(MODAL)
  const controller = useService(MODAL_CONTROLLER)
  const { open, shake: shaking } = useStoreState(modal)
  const card = useRef<HTMLDivElement>(null)
  const cardStore = useCardElementStore()
  const titleId = `w3m-title-${useId().replace(/:/g, '')}`
  const wanted = open || Boolean(embedded)
  const { visible, hidden, live, binding, fresh } = useCardReveal(wanted)
  // Tells the overlay slot (and views' onceCardShown) the card's element; null while the card is
  // not shown (a live prerender has its element, but nothing may follow an unseen card).
  useLayoutEffect(() => {
    cardStore?.setState({ element: visible ? card.current : null })
  }, [cardStore, visible, fresh])
  // A live prerender is inert too; set here, as React 18 and 19 read an `inert` prop differently.
  const concealed = live && hidden
  useLayoutEffect(() => {
    if (!embedded) card.current?.parentElement?.toggleAttribute('inert', concealed)
  }, [concealed, embedded, fresh])
  useFocusTrap(card, visible && !embedded)
  const requestClose = useCallback(() => controller.requestClose(), [controller])
  const sheetDrag = useSheetDrag(card, requestClose)
  // The card's inside does not change with the reveal: kept, so the reveal's follow-up render
  // (useCardReveal's state) stops at the card instead of re-rendering every view (issue 32).
  const inside = useMemo(
    () => (
      <>
        {embedded ? null : <Handle aria-hidden="true" data-testid="w3m-sheet-handle" {...sheetDrag} />}
        <AlertBar />
        <GrabZone {...(embedded ? {} : sheetDrag)}>
          <Header titleId={titleId} />
        </GrabZone>
        <HeightAnimator>
          <Body>
            <PreparedViewRouter.Provider value={binding}>
              <ViewRouter />
            </PreparedViewRouter.Provider>
          </Body>
        </HeightAnimator>
        <Snackbar />
      </>
    ),
    [embedded, sheetDrag, titleId, binding],
  )

  if (!visible && !hidden) return null

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !embedded) {
      event.stopPropagation()
      controller.requestClose()
    }
  }
  const content = (
    <Card
      ref={card}
      $embedded={embedded}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="w3m-modal-card"
      data-shake={shaking}
      onKeyDown={onKeyDown}
    >
      {inside}
    </Card>
  )
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) controller.requestClose()
  }
  const tree = embedded ? (
    content
  ) : (
    <Overlay
      key={fresh ? 'fresh' : 'prepared'}
      data-testid="w3m-modal-overlay"
      data-concealed={concealed || undefined}
      aria-hidden={concealed || undefined}
      onClick={onOverlayClick}
    >
      {content}
    </Overlay>
  )
  return Prerender && !live ? <Prerender mode={visible ? 'visible' : 'hidden'}>{tree}</Prerender> : tree
}
