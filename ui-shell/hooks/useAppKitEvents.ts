import type { KitEvent } from '../../kernel'
import { useKit } from '../kit/useKit'
import { kitEvents } from './kitEvents'
import { useStoreState } from './useStoreState'

export type UseAppKitEventsReturn = KitEvent

/** AppKit's `useAppKitEvents`: the latest `{ timestamp, data: { type, event, properties } }`. */
export function useAppKitEvents(): UseAppKitEventsReturn {
  return useStoreState(kitEvents(useKit()))
}
