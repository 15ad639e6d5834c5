import { useMemo } from 'react'
import type { ChainNamespace } from '../../kernel'
import { useKit } from '../kit/useKit'

export interface UseDisconnectReturn {
  /** Disconnects every namespace, or only `namespace`. */
  disconnect(props?: { namespace?: ChainNamespace }): Promise<void>
}

/** AppKit's `useDisconnect`. */
export function useDisconnect(): UseDisconnectReturn {
  const kit = useKit()
  return useMemo(() => ({ disconnect: (props) => kit.disconnect(props?.namespace) }), [kit])
}
