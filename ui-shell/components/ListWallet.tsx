import type { ButtonHTMLAttributes } from 'react'
import { Chip, type ChipVariant } from './Chip'
import { ListItem } from './ListItem'
import { WalletImage } from './WalletImage'

const TAG_VARIANTS: Record<string, ChipVariant> = { installed: 'success', recent: 'neutral', 'qr code': 'accent' }

export interface ListWalletProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  name: string
  imageId?: string
  imageSrc?: string
  /** A badge after the name: "installed", "recent", "QR code", or any short text. */
  tag?: string
  tagVariant?: ChipVariant
  loading?: boolean
  /** AppKit ids: `wallet-selector-{id}`, `all-wallets`, ... */
  'data-testid'?: string
}

/** One wallet row of the connect lists. */
export function ListWallet({ name, imageId, imageSrc, tag, tagVariant, loading, ...rest }: ListWalletProps) {
  return (
    <ListItem
      image={<WalletImage name={name} imageId={imageId} src={imageSrc} size={40} decorative />}
      label={name}
      trailing={tag ? <Chip variant={tagVariant ?? TAG_VARIANTS[tag.toLowerCase()] ?? 'neutral'}>{tag}</Chip> : undefined}
      loading={loading}
      {...rest}
    />
  )
}
