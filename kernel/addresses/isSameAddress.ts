/**
 * Compares two addresses case-insensitively (spec §5), so a checksummed EVM address equals its
 * lowercase form. Absent values never match, not even each other.
 */
export function isSameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false
  return a.toLowerCase() === b.toLowerCase()
}
