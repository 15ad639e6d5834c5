import { useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { fontSize, radius, vars } from '../theme/tokens'
import { safeImageSrc } from './safeImageSrc'
import { useCatalogueImage } from './useCatalogueImage'

const Frame = styled.span<{ $size: number; $shape: 'rounded' | 'circle'; $outlined: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  overflow: hidden;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $shape }) => ($shape === 'circle' ? '50%' : radius.m)};
  background: ${vars.surfaceHover};
  color: ${vars.foregroundSecondary};
  font-size: ${fontSize.tiny};
  font-weight: 600;
  ${({ $outlined }) => ($outlined ? `box-shadow: inset 0 0 0 1px ${vars.border};` : '')}
  img { width: 100%; height: 100%; object-fit: cover; }
`

export interface ImageWithFallbackProps {
  /** A direct URL (connector icon, token icon, data URL); wins over `catalogueImage`. */
  src?: string
  /** An image of the kit's catalogue, fetched through its client (wallet logos, network assets). */
  catalogueImage?: { kind: 'wallet' | 'asset'; id: string | undefined }
  /** The image's text alternative; empty when the name is already beside it. */
  alt: string
  /** Shown while loading, when there is no image, or when it fails to load (an icon, initials). */
  fallback: ReactNode
  size?: number
  shape?: 'rounded' | 'circle'
  outlined?: boolean
  'data-testid'?: string
}

/** An image that never shows a broken-image box: it falls back to `fallback` until it loads. */
export function ImageWithFallback({ src, catalogueImage, alt, fallback, size = 32, shape = 'circle', outlined = false, ...rest }: ImageWithFallbackProps) {
  const url = safeImageSrc(useCatalogueImage(catalogueImage?.kind ?? 'asset', catalogueImage?.id, src))
  const [failed, setFailed] = useState<string | undefined>()
  return (
    <Frame $size={size} $shape={shape} $outlined={outlined} data-testid={rest['data-testid']}>
      {url && failed !== url ? <img src={url} alt={alt} onError={() => setFailed(url)} /> : fallback}
    </Frame>
  )
}
