import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { radius } from '../theme/tokens'
import { qrPath } from './qrPath'
import { Skeleton } from './Skeleton'
import { safeImageSrc } from './safeImageSrc'

const Frame = styled.div<{ $size: number }>`
  position: relative;
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 12px;
  border-radius: ${radius.xl};
  background: #ffffff;
  svg { display: block; width: 100%; height: 100%; }
  img { position: absolute; inset: 0; margin: auto; width: 20%; height: 20%; border-radius: ${radius.m}; background: #fff; }
`

interface Matrix {
  size: number
  d: string
}

export interface QrCodeProps {
  uri: string
  size?: number
  /** A logo in the middle (error correction is raised to H to keep it scannable). */
  imageSrc?: string
  /** The accessible name, e.g. "QR code to connect with MetaMask". */
  alt?: string
  'data-testid'?: string
}

/**
 * A QR code drawn as one SVG path from the `qrcode` library's matrix. The library is imported
 * on first render, so it is never in a bundle that does not show a QR code.
 */
export function QrCode({ uri, size = 280, imageSrc: rawImageSrc, alt = 'QR code', 'data-testid': testId = 'wui-qr-code' }: QrCodeProps) {
  const imageSrc = safeImageSrc(rawImageSrc)
  const [matrix, setMatrix] = useState<Matrix | undefined>()
  useEffect(() => {
    let live = true
    setMatrix(undefined)
    void import('qrcode').then((mod) => {
      const QR = (mod as unknown as { default?: typeof mod }).default ?? mod
      const { modules } = QR.create(uri, { errorCorrectionLevel: imageSrc ? 'H' : 'M' })
      if (live) setMatrix({ size: modules.size, d: qrPath(modules.size, (r, c) => Boolean(modules.get(r, c))) })
    })
    return () => {
      live = false
    }
  }, [uri, imageSrc])
  return (
    <Frame $size={size} data-testid={testId} role="img" aria-label={alt} data-uri={uri}>
      {matrix ? (
        <svg viewBox={`0 0 ${matrix.size} ${matrix.size}`} shapeRendering="crispEdges" aria-hidden="true">
          <path d={matrix.d} fill="#141414" />
        </svg>
      ) : (
        <Skeleton height="100%" rounded="l" />
      )}
      {matrix && imageSrc ? <img src={imageSrc} alt="" /> : null}
    </Frame>
  )
}
