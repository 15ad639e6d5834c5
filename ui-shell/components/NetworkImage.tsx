import { useState } from 'react'
import styled from 'styled-components'
import type { CaipNetwork } from '../../kernel'
import { vars } from '../theme/tokens'
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
  border-radius: 50%;
  background: ${vars.surfaceHover};
  color: ${vars.foregroundSecondary};
  img { width: 100%; height: 100%; object-fit: cover; }
`

export interface NetworkImageProps {
  network?: Pick<CaipNetwork, 'name' | 'assets'>
  src?: string
  size?: number
}

/** A network's image (`assets.imageUrl`, or `assets.imageId` from the catalogue), else a globe. */
export function NetworkImage({ network, src, size = 24 }: NetworkImageProps) {
  const url = useCatalogueImage('asset', network?.assets?.imageId, src ?? network?.assets?.imageUrl)
  const [failed, setFailed] = useState<string | undefined>()
  const name = network?.name ?? 'Network'
  return (
    <Frame $size={size}>
      {url && failed !== url ? <img src={url} alt={name} onError={() => setFailed(url)} /> : <Icon name="network" size={Math.round(size * 0.6)} role="img" aria-label={name} aria-hidden={undefined} />}
    </Frame>
  )
}
