// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { BLOCKED_STYLES_MESSAGE, reportBlockedStyles } from './reportBlockedStyles'

const violation = (directive: string) => Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: directive, violatedDirective: directive })

describe('reportBlockedStyles', () => {
  it('names the nonce option once for blocked styles, not for other directives, and stops when disposed', () => {
    const logged: string[] = []
    const stop = reportBlockedStyles(document, (m) => logged.push(m))
    document.dispatchEvent(violation('img-src'))
    expect(logged).toEqual([])
    document.dispatchEvent(violation('style-src-elem'))
    document.dispatchEvent(violation('style-src'))
    expect(logged).toEqual([BLOCKED_STYLES_MESSAGE])
    expect(BLOCKED_STYLES_MESSAGE).toContain('`nonce`')
    stop()
  })
})
