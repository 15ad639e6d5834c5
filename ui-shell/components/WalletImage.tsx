import { Icon } from './icons'
import { ImageWithFallback } from './ImageWithFallback'

export interface WalletImageProps {
  name: string
  /** Catalogue image id (`image_id`), fetched through the kit's catalogue client. */
  imageId?: string
  /** A direct URL (connector icon, data URL); wins over imageId. */
  src?: string
  size?: number
  /** When the name is already next to the image (a wallet row), so readers do not hear it twice. */
  decorative?: boolean
}

/** A wallet's logo, with a wallet-icon placeholder while loading or when there is none. */
export function WalletImage({ name, imageId, src, size = 40, decorative }: WalletImageProps) {
  const iconSize = Math.round(size / 2)
  return (
    <ImageWithFallback
      src={src}
      catalogueImage={{ kind: 'wallet', id: imageId }}
      alt={decorative ? '' : name}
      size={size}
      shape="rounded"
      outlined
      data-testid="wallet-image"
      fallback={decorative ? <Icon name="wallet" size={iconSize} /> : <Icon name="wallet" size={iconSize} role="img" aria-label={name} aria-hidden={undefined} />}
    />
  )
}
