import { useState } from 'react'
import styled from 'styled-components'
import { radius, vars } from '../theme/tokens'
import { Icon } from './icons'
import { useCatalogueImage } from './useCatalogueImage'

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  overflow: hidden;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${radius.m};
  background: ${vars.surfaceHover};
  color: ${vars.foregroundSecondary};
  box-shadow: inset 0 0 0 1px ${vars.border};
  img { width: 100%; height: 100%; object-fit: cover; }
`

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
  const url = useCatalogueImage('wallet', imageId, src)
  const [failed, setFailed] = useState<string | undefined>()
  const show = url && failed !== url
  return (
    <Frame $size={size} data-testid="wallet-image">
      {show ? (
        <img src={url} alt={decorative ? '' : name} onError={() => setFailed(url)} />
      ) : decorative ? (
        <Icon name="wallet" size={Math.round(size / 2)} />
      ) : (
        <Icon name="wallet" size={Math.round(size / 2)} role="img" aria-label={name} aria-hidden={undefined} />
      )}
    </Frame>
  )
}
