import type { SIWXConfig } from '../../kernel'
import { useKit } from '../kit/useKit'

/** AppKit's `useAppKitSIWX` (1.7's `@reown/appkit-siwx/react`): the kit's SIWX config, the host's `siwx` option. */
export function useAppKitSIWX<S = SIWXConfig>(): S | undefined {
  return useKit().getSIWX<S>()
}
