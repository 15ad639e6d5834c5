import { ImageWithFallback } from '../../../ui-shell/components'
import type { SwapToken } from '../swapToken'

/** A token's logo, or its symbol's first letters when there is none or it fails to load. */
export function SwapTokenImage({ token, size = 24 }: { token: Pick<SwapToken, 'logoUri' | 'symbol'>; size?: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex' }}>
      <ImageWithFallback src={token.logoUri} alt="" size={size} fallback={token.symbol.slice(0, 3)} />
    </span>
  )
}
