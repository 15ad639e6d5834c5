import styled from 'styled-components'
import { vars } from '../theme/tokens'
import { avatarGradient } from './avatarGradient'
import { safeImageSrc } from './safeImageSrc'

const Root = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  overflow: hidden;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  box-shadow: 0 0 0 2px ${vars.border};
  img { width: 100%; height: 100%; object-fit: cover; }
`

export interface AvatarProps {
  address: string
  /** A profile image; the gradient shows without it. */
  src?: string | null
  size?: number
  alt?: string
}

export function Avatar({ address, src: rawSrc, size = 32, alt = '' }: AvatarProps) {
  const src = safeImageSrc(rawSrc)
  return (
    <Root $size={size} style={src ? undefined : { background: avatarGradient(address) }} aria-hidden={src ? undefined : true}>
      {src ? <img src={src} alt={alt} /> : null}
    </Root>
  )
}
