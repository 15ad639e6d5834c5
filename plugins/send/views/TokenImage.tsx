import type { TokenBalance } from '../../../kernel/plugin'
import { ImageWithFallback } from '../../../ui-shell/components'

/** A token's icon, or its symbol's first letters when there is none or it fails to load. */
export function TokenImage({ token, size = 32 }: { token: Pick<TokenBalance, 'iconUrl' | 'symbol'>; size?: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex' }}>
      <ImageWithFallback src={token.iconUrl} alt="" size={size} fallback={token.symbol.slice(0, 3)} />
    </span>
  )
}
