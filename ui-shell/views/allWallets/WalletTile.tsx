import { Icon, Tile, VisuallyHidden, WalletImage, useMessages } from '../../components'
import { WalletName } from '../../components/WalletName'
import { allWalletsMessages } from './allWalletsMessages'

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
  const t = useMessages(allWalletsMessages)
  return (
    <Tile
      onClick={onSelect}
      data-testid={testId}
      data-installed={installed || undefined}
      title={name}
      image={<WalletImage name={name} imageId={imageId} src={imageSrc} size={48} decorative />}
      badge={installed ? <Icon name="check" size={10} data-testid="wallet-installed-badge" /> : undefined}
      label={<WalletName>{name}</WalletName>}
    >
      {installed ? <VisuallyHidden>{t('installed')}</VisuallyHidden> : null}
    </Tile>
  )
}
