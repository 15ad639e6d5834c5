import { networkButtonModel } from '../../kernel'
import { ModelButton } from './ModelButton'
import { useButtonModel } from './useButtonModel'

export interface AppKitNetworkButtonProps {
  disabled?: boolean
  /** Shown while the kit has no network (AppKit's `label`). */
  label?: string
}

/** AppKit's network button: the active network (or "Switch Network" when unsupported); opens Networks. */
export function AppKitNetworkButton(attrs: AppKitNetworkButtonProps) {
  return <ModelButton model={useButtonModel(networkButtonModel, attrs)} />
}
