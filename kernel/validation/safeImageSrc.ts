const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * An image URL from a wallet, the catalogue or a name record is remote data (BYD-24): it reaches
 * an `<img src>` only with a scheme images load from (https, http, blob, data:image/…) or none
 * (a path). `javascript:`, `data:text/html`, `vbscript:` and scheme tricks (` javascript:`,
 * `java\tscript:`) give undefined, so the fallback shows instead.
 */
export function safeImageSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  const end = url.search(/[:/?#]/)
  if (CONTROL_OR_SPACE.test(end === -1 ? url : url.slice(0, end))) return undefined
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase()
  if (!scheme || scheme === 'https' || scheme === 'http' || scheme === 'blob') return url
  return scheme === 'data' && /^data:image\//i.test(url) ? url : undefined
}
