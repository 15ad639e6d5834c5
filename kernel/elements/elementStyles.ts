// The buttons' styles. Shared as one constructed stylesheet per document through
// adoptedStyleSheets, which a strict CSP (no 'unsafe-inline') allows, unlike <style> elements.

export const ELEMENT_CSS = `
:host { display: inline-block; vertical-align: middle; }
:host([hidden]) { display: none; }
button {
  all: initial;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 16px;
  border-radius: 100px;
  font-family: var(--w3m-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: 14px;
  font-weight: 500;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition: opacity 120ms ease, background-color 120ms ease;
  --airlock-accent: var(--w3m-accent, hsla(230, 100%, 67%, 1));
  --airlock-surface: #252525;
  --airlock-text: #e4e7e7;
  background: var(--airlock-surface);
  color: var(--airlock-text);
  border: 1px solid rgba(255, 255, 255, 0.08);
}
button[data-theme='light'] {
  --airlock-accent: var(--w3m-accent, hsla(231, 100%, 70%, 1));
  --airlock-surface: #f1f3f3;
  --airlock-text: #141414;
  border-color: rgba(0, 0, 0, 0.06);
}
button[data-variant='accent'] { background: var(--airlock-accent); color: #fff; border-color: transparent; }
button[data-size='sm'] { height: 32px; padding: 0 12px; font-size: 12px; }
button:focus-visible { outline: 2px solid var(--airlock-accent); outline-offset: 2px; }
button:disabled, button[aria-busy='true'] { cursor: default; opacity: 0.6; }
.detail { opacity: 0.7; }
.detail:empty, img[hidden] { display: none; }
img { width: 20px; height: 20px; border-radius: 50%; object-fit: cover; }
@media (prefers-reduced-motion: reduce) { button { transition: none; } }
`

const sheets = new WeakMap<Document, CSSStyleSheet>()

function canAdopt(win: (Window & typeof globalThis) | null): win is Window & typeof globalThis {
  return Boolean(
    win &&
      typeof win.CSSStyleSheet === 'function' &&
      typeof win.CSSStyleSheet.prototype.replaceSync === 'function' &&
      typeof win.ShadowRoot === 'function' &&
      'adoptedStyleSheets' in win.ShadowRoot.prototype,
  )
}

/** Styles a shadow root; a <style> element only where constructed sheets do not exist. */
export function adoptElementStyles(root: ShadowRoot): void {
  const doc = root.ownerDocument
  const win = doc.defaultView as (Window & typeof globalThis) | null
  if (canAdopt(win)) {
    let sheet = sheets.get(doc)
    if (!sheet) {
      sheet = new win.CSSStyleSheet()
      sheet.replaceSync(ELEMENT_CSS)
      sheets.set(doc, sheet)
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  // Older engines (and jsdom): no constructed sheets. A strict CSP would block this <style>.
  const style = doc.createElement('style')
  style.textContent = ELEMENT_CSS
  root.append(style)
}
