import styled from 'styled-components'
import { CONNECTION_STORE } from 'airlock/plugin'
import { fontSize, radius, useMessages, useService, useStoreState, vars, type OverlayProps } from 'airlock/react/components'
import { addressBookMessages } from '../messages'
import { useAddressBookState } from './useAddressBookState'

// Fixed to the viewport, just above the card's top-right corner (z-index above the modal's):
// astride the edge it covered the header's Close button, worst on a phone's sheet.
const Badge = styled.div`
  position: fixed;
  z-index: calc(${vars.zIndex} + 1);
  transform: translate(-100%, calc(-100% - 4px));
  padding: 2px 10px;
  border-radius: ${radius.full};
  background: ${vars.accent};
  color: ${vars.accentForeground};
  font-family: ${vars.fontFamily};
  font-size: ${fontSize.tiny};
  font-weight: 600;
  pointer-events: none;
  white-space: nowrap;
`

/**
 * The overlay entry: a count of saved contacts pinned to the card's top-right corner. The kit
 * tells it the card's rect every frame the card moves (open animation, shake, resize). Overlays
 * stay mounted on every view, so it hides itself until an account is connected.
 */
export function AddressBookBadge({ rect, open }: OverlayProps) {
  const t = useMessages(addressBookMessages)
  const { state } = useAddressBookState()
  const { status } = useStoreState(useService(CONNECTION_STORE))
  if (!open || !rect || !state.showBadge || status !== 'connected') return null
  return (
    <Badge role="status" data-testid="address-book-overlay" style={{ top: rect.top, left: rect.left + rect.width - 16 }}>
      {t('badge', { count: state.entries.length })}
    </Badge>
  )
}

export default AddressBookBadge
