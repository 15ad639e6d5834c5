import { connectButtonModel, type ChainNamespace } from '../../kernel'
import { ModelButton } from './ModelButton'
import { useButtonModel } from './useButtonModel'

export interface AppKitConnectButtonProps {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  /** Opens the modal for this namespace; the test id becomes `connect-button-{namespace}`. */
  namespace?: ChainNamespace
}

/** AppKit's connect button: opens Connect, or closes the modal when it is open. */
export function AppKitConnectButton({ size, ...attrs }: AppKitConnectButtonProps) {
  return <ModelButton model={useButtonModel(connectButtonModel, attrs)} size={size} />
}
