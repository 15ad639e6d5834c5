import { Icon, Tile, VisuallyHidden, WalletImage } from '../../components'

export interface WalletTileProps {
  name: string
  imageId?: string
  imageSrc?: string
  installed: boolean
  onSelect(): void
  'data-testid': string
}

/** One wallet of the AllWallets grid; the installed badge is a check on the logo. */
export function WalletTile({ name, imageId, imageSrc, installed, onSelect, 'data-testid': testId }: WalletTileProps) {
  return (
    <Tile
      onClick={onSelect}
      data-testid={testId}
      data-installed={installed || undefined}
      title={name}
      image={<WalletImage name={name} imageId={imageId} src={imageSrc} size={48} decorative />}
      badge={installed ? <Icon name="check" size={10} data-testid="wallet-installed-badge" /> : undefined}
      label={name}
    >
      {installed ? <VisuallyHidden>(installed)</VisuallyHidden> : null}
    </Tile>
  )
}
