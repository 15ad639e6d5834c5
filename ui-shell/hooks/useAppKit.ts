import { useMemo } from 'react'
import type { AppKit } from '../../kernel'
import { useKit } from '../kit/useKit'

export interface UseAppKitReturn {
  open: AppKit['open']
  close: AppKit['close']
}

/** AppKit's `useAppKit`: open (optionally with `{ view, data, namespace }`) and close the modal. */
export function useAppKit(): UseAppKitReturn {
  const kit = useKit()
  return useMemo(() => ({ open: kit.open, close: kit.close }), [kit])
}
