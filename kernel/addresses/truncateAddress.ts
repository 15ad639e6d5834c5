export interface TruncateAddressOptions {
  /** Characters kept at the start (the `0x` counts). Default 4. */
  start?: number
  /** Characters kept at the end. Default 4. */
  end?: number
}

/**
 * Shortens an address for display: `0x742d35…f44e` → `0x74...f44e`. Strings already short
 * enough come back unchanged, so short names are never mangled.
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const start = Math.max(0, Math.floor(options.start ?? 4))
  const end = Math.max(0, Math.floor(options.end ?? 4))
  if (!address || address.length <= start + end) return address ?? ''
  return `${address.slice(0, start)}...${end ? address.slice(-end) : ''}`
}
