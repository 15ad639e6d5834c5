import { CONNECTION_STORE, KIT_CONTAINER, NETWORKS_STORE } from '../../kernel'
import { useAppKit } from '../hooks/useAppKit'
import { useStoreState } from '../hooks/useStoreState'
import { useKit } from '../kit/useKit'
import { ShadowButtonHost } from './ShadowButtonHost'

export interface AppKitNetworkButtonProps {
  disabled?: boolean
  label?: string
}

/** AppKit's network button: the active network (or "Switch Network" when unsupported); opens Networks. */
export function AppKitNetworkButton({ disabled, label }: AppKitNetworkButtonProps) {
  const kit = useKit()
  const { open } = useAppKit()
  const c = kit[KIT_CONTAINER]
  const { activeNamespace } = useStoreState(c.resolve(CONNECTION_STORE))
  const { activeNetworks, isUnsupported } = useStoreState(c.resolve(NETWORKS_STORE))
  const network = activeNamespace ? activeNetworks[activeNamespace] : undefined
  const unsupported = activeNamespace ? isUnsupported[activeNamespace] : false
  const text = label ?? (unsupported ? 'Switch Network' : (network?.name ?? 'Network'))
  const image = network?.assets?.imageUrl
  return (
    <ShadowButtonHost>
      <button
        type="button"
        className="network"
        data-testid="w3m-network-button"
        disabled={disabled}
        onClick={() => void open({ view: unsupported ? 'UnsupportedChain' : 'Networks' })}
      >
        {image ? <img className="network-image" src={image} alt="" /> : <span className="network-image placeholder" aria-hidden="true" />}
        <span>{text}</span>
      </button>
    </ShadowButtonHost>
  )
}
