import type { Frame, Page } from 'playwright-core'

export interface TextAudit {
  /** Visible strings (text, aria-label, placeholder, title, alt) with words outside the pseudo-locale's brackets. */
  untranslated: string[]
  /** Catalogue text (bracketed) cut off by its box's overflow. */
  clipped: string[]
}

/**
 * Audits the modal's shadow root in the pseudo-locale (en-XA), where every catalogue string is
 * bracketed: anything else with letters is a string that skipped the catalogue, unless it is
 * data (inside `translate="no"`, or one of `data`: network, wallet and token names).
 */
export function auditModalText(page: Page, data: readonly string[]): Promise<TextAudit> {
  return auditText(page, data, 'airlock-modal')
}

/**
 * The same audit over a whole framed document: the secure frame draws its approval from its own
 * catalogue (pack `secure-frame`), so in en-XA its words are bracketed too.
 */
export function auditFrameText(frame: Frame, data: readonly string[]): Promise<TextAudit> {
  return auditText(frame, data, null)
}

function auditText(target: Page | Frame, data: readonly string[], shadowHost: string | null): Promise<TextAudit> {
  return target.evaluate(([data, shadowHost]) => {
    const root = shadowHost ? document.querySelector(shadowHost)?.shadowRoot : document
    if (!root) return { untranslated: [`<no ${shadowHost}>`], clipped: [] }
    const top = root instanceof ShadowRoot ? root.host : null
    const dataWords = [...data].filter(Boolean).sort((a, b) => b.length - a.length)
    const leftover = (text: string) => {
      // Addresses (whole or truncated) are data wherever they appear.
      let rest = text.replace(/\[[^\]]*\]/g, ' ').replace(/0x[0-9a-fA-F]+(\.{2,3}|…)?[0-9a-fA-F]*/g, ' ')
      for (const word of dataWords) rest = rest.split(word).join(' ')
      return /[A-Za-z]{3,}/.test(rest)
    }
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true
    const isData = (el: Element) => el.closest('[translate="no"]') !== null
    // Where a finding sits: the nearest test id, so a failure points at its view part.
    const where = (el: Element) => {
      const id = el.closest('[data-testid]')?.getAttribute('data-testid')
      return id ? ` @${id}` : ''
    }
    const untranslated = new Set<string>()
    const clipped = new Set<string>()
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      const text = (node.nodeValue ?? '').trim()
      if (!el || !text || el.closest('style,script') || !visible(el) || isData(el)) continue
      if (leftover(text)) untranslated.add(`${text}${where(el)}`)
      if (text.includes('[')) {
        // Its nearest box that cuts overflow: catalogue text must fit (40 % longer than English).
        for (let box: Element | null = el; box && box !== top; box = box.parentElement) {
          const style = getComputedStyle(box)
          const cuts = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
          if (!cuts) continue
          // A screen-reader-only box (1 px, clipped on purpose) is not cut-off text.
          if (box.clientWidth > 1 && box.scrollWidth > box.clientWidth + 1) clipped.add(`${text}${where(el)}`)
          break
        }
      }
    }
    for (const el of root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      if (!visible(el) || isData(el)) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim()
        if (value && leftover(value)) untranslated.add(`${name}=${value}${where(el)}`)
      }
    }
    return { untranslated: [...untranslated], clipped: [...clipped] }
  }, [data, shadowHost] as const)
}
