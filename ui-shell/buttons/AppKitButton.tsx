import { appKitButtonModel, type ChainNamespace } from '../../kernel'
import { ModelButton } from './ModelButton'
import { useButtonModel } from './useButtonModel'

export interface AppKitButtonProps {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  balance?: 'show' | 'hide'
  disabled?: boolean
  namespace?: ChainNamespace
  /** Address characters kept at the start and end (AppKit's defaults: 4 and 6). */
  charsStart?: number
  charsEnd?: number
}

/** AppKit's `<appkit-button>`: the connect button while disconnected, the account button after. */
export function AppKitButton({ size, ...attrs }: AppKitButtonProps) {
  return <ModelButton model={useButtonModel(appKitButtonModel, attrs)} size={size} />
}
