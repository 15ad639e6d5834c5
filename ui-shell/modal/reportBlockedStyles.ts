/** The console text when a page's CSP blocks the modal's styles (issue 12 case 8). */
export const BLOCKED_STYLES_MESSAGE =
  "[airlock] The page's Content-Security-Policy blocked the modal's styles, so the modal cannot show. " +
  "Pass the policy's nonce as the `nonce` option of createAppKit (style-src 'nonce-<value>')."

/**
 * Listens for CSP violations of style-src while the modal is mounted and says, once, what to do:
 * without it a host only sees styled-components' minified error #17 and a modal that never opens.
 */
export function reportBlockedStyles(doc: Document, log: (message: string) => void = console.error): () => void {
  let reported = false
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    const directive = event.effectiveDirective || event.violatedDirective || ''
    if (reported || !directive.startsWith('style-src')) return
    reported = true
    log(BLOCKED_STYLES_MESSAGE)
  }
  doc.addEventListener('securitypolicyviolation', onViolation)
  return () => doc.removeEventListener('securitypolicyviolation', onViolation)
}
