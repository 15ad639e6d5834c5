import { accountButtonModel, type ChainNamespace } from '../../kernel'
import { ModelButton } from './ModelButton'
import { useButtonModel } from './useButtonModel'

export interface AppKitAccountButtonProps {
  /** 'hide' leaves the balance out, as AppKit's `balance` attribute does. */
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  disabled?: boolean
  /** Address characters kept at the start and end (AppKit's defaults: 4 and 6). */
  charsStart?: number
  charsEnd?: number
}

/** AppKit's account button: avatar, name or truncated address, balance; opens the Account view. */
export function AppKitAccountButton(attrs: AppKitAccountButtonProps) {
  return <ModelButton model={useButtonModel(accountButtonModel, attrs)} />
}
