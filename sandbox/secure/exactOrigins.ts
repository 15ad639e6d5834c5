// The secure site frames only origins a project lists exactly: a pattern ("http://127.0.0.1:*",
// "https://*.example.com") lets any page on that host or port hold the session, so the embedded
// wallet does not honour it, though the provider's API may for its own checks.

/** The entry's origin when it names exactly one origin (no wildcard, a parsable URL); else undefined. */
export function exactOrigin(entry: string): string | undefined {
  const trimmed = entry.trim()
  if (trimmed.includes('*') || !URL.canParse(trimmed)) return undefined
  const url = new URL(trimmed)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  return url.origin
}

/** Whether `origin` is one of the list's exact entries (scheme, host and port all equal). */
export function isExactlyListed(origin: string, allowlist: readonly string[]): boolean {
  const wanted = exactOrigin(origin)
  return wanted !== undefined && allowlist.some((entry) => exactOrigin(entry) === wanted)
}
