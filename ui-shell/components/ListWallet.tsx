import type { ButtonHTMLAttributes } from 'react'
import { Chip, type ChipVariant } from './Chip'
import { ListItem } from './ListItem'
import { WalletImage } from './WalletImage'
import { WalletName } from './WalletName'

const TAG_VARIANTS: Record<string, ChipVariant> = { installed: 'success', recent: 'neutral', 'qr code': 'accent' }

export interface ListWalletProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  name: string
  imageId?: string
  imageSrc?: string
  /** A badge after the name: "installed", "recent", "QR code", or any short text. */
  tag?: string
  /** The badge's colour; a translated tag must say it (the English words pick one otherwise). */
  tagVariant?: ChipVariant
  /** The badge is a number such as "550+": kept left-to-right in an isolate so RTL does not make it "+550". */
  tagIsNumber?: boolean
  loading?: boolean
  /** AppKit ids: `wallet-selector-{id}`, `all-wallets`, ... */
  'data-testid'?: string
}

/** One wallet row of the connect lists. */
export function ListWallet({ name, imageId, imageSrc, tag, tagVariant, tagIsNumber, loading, ...rest }: ListWalletProps) {
  const chip = tag ? <Chip variant={tagVariant ?? TAG_VARIANTS[tag.toLowerCase()] ?? 'neutral'}>{tagIsNumber ? <bdi dir="ltr">{tag}</bdi> : tag}</Chip> : undefined
  return (
    <ListItem
      image={<WalletImage name={name} imageId={imageId} src={imageSrc} size={40} decorative />}
      label={<WalletName>{name}</WalletName>}
      trailing={chip}
      loading={loading}
      {...rest}
    />
  )
}
