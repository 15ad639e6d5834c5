import type { AppKit } from '../createPublicApi'
import * as T from '../tokens'
import { safeImageSrc } from '../validation/safeImageSrc'
import { base, buttonText, isBlockedUnsupported, isKitConnected, isLoading, nsOf, resolve, type ButtonAttributes, type ButtonModel } from './buttonModels'

// Its own module: only the <appkit-network-button> elements and <AppKitNetworkButton> use it, so
// a host showing the connect button alone does not carry it in its first chunk.

/** `<appkit-network-button>`: the active network's name (AppKit's labels); opens Networks. */
export function networkButtonModel(kit: AppKit | undefined, attrs: ButtonAttributes): ButtonModel {
  const namespace = nsOf(attrs)
  const network = kit?.getCaipNetwork(namespace)
  const loading = kit ? isLoading(kit) : false
  let label: string
  if (network) label = kit && isBlockedUnsupported(kit, namespace) ? buttonText(kit, 'switchNetwork') : network.name
  else if (attrs.label) label = attrs.label
  else label = buttonText(kit, isKitConnected(kit, namespace) ? 'unknownNetwork' : 'selectNetwork')
  return {
    ...base(kit),
    kind: 'network',
    testId: 'wui-network-button',
    wrapperTestId: 'w3m-network-button',
    label,
    // The host's URL, else the provider's image the kit loaded at startup (placeholder until then).
    imageUrl: safeImageSrc(network?.assets?.imageUrl ?? (kit && network?.assets?.imageId ? resolve(kit, T.NETWORKS_STORE).getState().images[network.assets.imageId] : undefined)),
    variant: 'neutral',
    loading,
    disabled: !kit || loading || Boolean(attrs.disabled),
    action: kit ? () => void (isLoading(kit) ? undefined : kit.open({ view: 'Networks' })) : undefined,
  }
}
