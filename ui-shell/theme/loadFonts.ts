/**
 * Adds the font provider's stylesheet (`endpoints.fonts`) to the document head, once per URL.
 * It has to be the document: Chromium ignores @font-face declared inside a shadow root. The
 * stylesheet only declares font faces, so nothing leaks into the host's styles. An empty URL
 * (the sandbox) means system fonts only; the token's fallback stack then applies.
 */
export function loadFonts(href: string, options: { nonce?: string; document?: Document } = {}): HTMLLinkElement | undefined {
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document)
  if (!href || !doc?.head) return undefined
  const existing = [...doc.head.querySelectorAll<HTMLLinkElement>('link[data-airlock-fonts]')].find(
    (link) => link.getAttribute('href') === href,
  )
  if (existing) return existing
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  link.setAttribute('data-airlock-fonts', '')
  // Cross-origin font CSS under a strict CSP needs the page's nonce like any other stylesheet.
  if (options.nonce) link.nonce = options.nonce
  doc.head.appendChild(link)
  return link
}
