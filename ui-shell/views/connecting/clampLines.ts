import type { CSSProperties } from 'react'

/**
 * At most `lines` lines, the rest cut with an ellipsis, a long word broken anywhere: for text that
 * carries a wallet's own name, which a hostile or broken wallet can make any length (BYD-24).
 */
export const clampLines = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
})
