import type { CaipNetwork } from '../../kernel'
import { Icon } from './icons'
import { ImageWithFallback } from './ImageWithFallback'

export interface NetworkImageProps {
  network?: Pick<CaipNetwork, 'name' | 'assets'>
  src?: string
  size?: number
}

/** A network's image (`assets.imageUrl`, or `assets.imageId` from the catalogue), else a globe. */
export function NetworkImage({ network, src, size = 24 }: NetworkImageProps) {
  const name = network?.name ?? 'Network'
  return (
    <ImageWithFallback
      src={src ?? network?.assets?.imageUrl}
      catalogueImage={{ kind: 'asset', id: network?.assets?.imageId }}
      alt={name}
      size={size}
      fallback={<Icon name="network" size={Math.round(size * 0.6)} role="img" aria-label={name} aria-hidden={undefined} />}
    />
  )
}
