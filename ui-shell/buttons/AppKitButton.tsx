import type { ChainNamespace } from '../../kernel'
import { useAppKitAccount } from '../hooks/useAppKitAccount'
import { AppKitAccountButton } from './AppKitAccountButton'
import { AppKitConnectButton } from './AppKitConnectButton'

export interface AppKitButtonProps {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  balance?: 'show' | 'hide'
  disabled?: boolean
  namespace?: ChainNamespace
}

/** AppKit's `<appkit-button>`: the connect button while disconnected, the account button after. */
export function AppKitButton({ size, label, loadingLabel, balance, disabled, namespace }: AppKitButtonProps) {
  const { isConnected } = useAppKitAccount({ namespace })
  return isConnected ? (
    <AppKitAccountButton balance={balance} namespace={namespace} disabled={disabled} />
  ) : (
    <AppKitConnectButton size={size} label={label} loadingLabel={loadingLabel} namespace={namespace} />
  )
}
