import { useCallback, useSyncExternalStore } from 'react'
import type { KitEvent } from '../../kernel'
import { useKit } from '../kit/useKit'

export type UseAppKitEventsReturn = KitEvent

/** AppKit's `useAppKitEvents`: the latest `{ timestamp, data: { type, event, properties } }` (the kit's getEvent). */
export function useAppKitEvents(): UseAppKitEventsReturn {
  const kit = useKit()
  const subscribe = useCallback((onChange: () => void) => kit.subscribeEvents(() => onChange()), [kit])
  return useSyncExternalStore(subscribe, kit.getEvent, kit.getEvent)
}
