import type { ChainNamespace } from '../../kernel'
import { useAppKit } from '../hooks/useAppKit'
import { useAppKitAccount } from '../hooks/useAppKitAccount'
import { useAppKitState } from '../hooks/useAppKitState'
import { ShadowButtonHost } from './ShadowButtonHost'

export interface AppKitConnectButtonProps {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  /** Opens the modal for this namespace; the test id becomes `connect-button-{namespace}`. */
  namespace?: ChainNamespace
}

/** AppKit's connect button: opens the modal on Connect. */
export function AppKitConnectButton({ size = 'md', label = 'Connect Wallet', loadingLabel = 'Connecting...', namespace }: AppKitConnectButtonProps) {
  const { open } = useAppKit()
  const { open: isOpen } = useAppKitState()
  const { status } = useAppKitAccount({ namespace })
  const busy = isOpen && status === 'connecting'
  return (
    <ShadowButtonHost>
      <button
        type="button"
        className={`connect ${size}`}
        data-testid={namespace ? `connect-button-${namespace}` : 'connect-button'}
        aria-busy={busy || undefined}
        onClick={() => void open(namespace ? { namespace } : undefined)}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? loadingLabel : label}
      </button>
    </ShadowButtonHost>
  )
}
