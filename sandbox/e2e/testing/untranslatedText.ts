import type { Page } from 'playwright-core'

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
  return page.evaluate((data) => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    if (!root) return { untranslated: ['<no modal>'], clipped: [] }
    const dataWords = [...data].filter(Boolean).sort((a, b) => b.length - a.length)
    const leftover = (text: string) => {
      let rest = text.replace(/\[[^\]]*\]/g, ' ')
      for (const word of dataWords) rest = rest.split(word).join(' ')
      return /[A-Za-z]{3,}/.test(rest)
    }
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true
    const isData = (el: Element) => el.closest('[translate="no"]') !== null
    const untranslated = new Set<string>()
    const clipped = new Set<string>()
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      const text = (node.nodeValue ?? '').trim()
      if (!el || !text || el.closest('style,script') || !visible(el) || isData(el)) continue
      if (leftover(text)) untranslated.add(text)
      if (text.includes('[')) {
        // Its nearest box that cuts overflow: catalogue text must fit (40 % longer than English).
        for (let box: Element | null = el; box && box !== root.host; box = box.parentElement) {
          const style = getComputedStyle(box)
          const cuts = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
          if (!cuts) continue
          if (box.scrollWidth > box.clientWidth + 1) clipped.add(text)
          break
        }
      }
    }
    for (const el of root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      if (!visible(el) || isData(el)) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim()
        if (value && leftover(value)) untranslated.add(`${name}=${value}`)
      }
    }
    return { untranslated: [...untranslated], clipped: [...clipped] }
  }, data)
}
