import type { CaipNetworkId } from '../types'

/** Narrows `value` to a CAIP-2 id (exactly 2 non-empty parts) without throwing. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && parts.every(Boolean)
}
