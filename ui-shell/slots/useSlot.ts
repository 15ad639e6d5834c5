import { useMemo } from 'react'
import { PLUGIN_HOST, type ChainNamespace, type SlotEntries, type SlotName } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'

/**
 * A slot's entries as plugins registered them (already ordered), for a namespace where entries
 * name some. The same array until the slot or the namespace changes, so it can be a memo input.
 */
export function useSlot<S extends SlotName>(slot: S, namespace?: ChainNamespace): readonly SlotEntries[S][] {
  const entries = useStoreState(useService(PLUGIN_HOST).registry).slots[slot]
  return useMemo(
    () =>
      entries.filter((entry) => {
        const namespaces = (entry as { namespaces?: readonly ChainNamespace[] }).namespaces
        return !namespaces || (namespace !== undefined && namespaces.includes(namespace))
      }),
    [entries, namespace],
  )
}
