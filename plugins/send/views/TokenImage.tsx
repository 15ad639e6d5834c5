import { useState } from 'react'
import styled from 'styled-components'
import type { TokenBalance } from '../../../kernel'
import { fontSize, vars } from '../../../ui-shell/components'

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
  font-size: ${fontSize.tiny};
  font-weight: 600;
  img { width: 100%; height: 100%; object-fit: cover; }
`

/** A token's icon, or its symbol's first letters when there is none or it fails to load. */
export function TokenImage({ token, size = 32 }: { token: Pick<TokenBalance, 'iconUrl' | 'symbol'>; size?: number }) {
  const [failed, setFailed] = useState<string | undefined>()
  const url = token.iconUrl
  return (
    <Frame $size={size} aria-hidden="true">
      {url && failed !== url ? <img src={url} alt="" onError={() => setFailed(url)} /> : token.symbol.slice(0, 3)}
    </Frame>
  )
}
