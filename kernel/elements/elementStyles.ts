// The buttons' styles. Shared as one constructed stylesheet per document through
// adoptedStyleSheets, which a strict CSP (no 'unsafe-inline') allows, unlike <style> elements.
import { ELEMENT_PALETTE } from './elementPalette'
import { DEFAULT_FONT_FAMILY } from './fontFamily'

export { ELEMENT_PALETTE }


// The same look as the React buttons (ui-shell/buttons/buttonStyles.ts) from the same tokens
// defaults, so <appkit-button> and <AppKitButton/> match in either mode (issue 31).
export const ELEMENT_CSS = `
:host { display: inline-block; vertical-align: middle; }
:host([hidden]) { display: none; }
button {
  all: initial;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 16px;
  border-radius: calc(var(--w3m-border-radius-master, 4px) * 4);
  font-family: var(--w3m-font-family, ${DEFAULT_FONT_FAMILY});
  font-size: calc(var(--w3m-font-size-master, 10px) * 1.4);
  font-weight: 500;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  -webkit-font-smoothing: antialiased;
  transition: filter 120ms ease;
  ${ELEMENT_PALETTE.dark}
  background: var(--airlock-surface);
  color: var(--airlock-text);
  box-shadow: inset 0 0 0 1px var(--airlock-border);
}
button[data-theme='light'] {
  ${ELEMENT_PALETTE.light}
}
button[data-variant='accent'] { background: var(--airlock-accent); color: #141414; box-shadow: none; }
button[data-kind='account'], button[data-kind='network'] { padding-inline-start: 6px; }
button[data-size='sm'] { height: 32px; padding-block: 0; padding-inline: 12px; font-size: calc(var(--w3m-font-size-master, 10px) * 1.2); }
button:hover:not(:disabled) { filter: brightness(1.08); }
button:focus-visible { outline: 2px solid var(--airlock-accent); outline-offset: 2px; }
button:disabled, button[aria-busy='true'] { cursor: default; opacity: 0.6; }
.detail { color: var(--airlock-text-secondary); }
.detail:empty, img[hidden], .avatar[hidden] { display: none; }
img, .avatar { width: 24px; height: 24px; border-radius: 50%; flex: none; object-fit: cover; }
.avatar.placeholder { background: var(--airlock-surface-hover); box-shadow: inset 0 0 0 1px var(--airlock-border); }
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
