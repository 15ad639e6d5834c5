// The buttons' CSS: plain text in one constructed stylesheet shared by every button's shadow
// root (adoptedStyleSheets is CSSOM, so a strict CSP allows it). Tokens come in as custom
// properties on each button's root, from the kit's THEME store.
export const BUTTON_CSS = `
:host { all: initial !important; display: inline-block !important; vertical-align: middle !important; }
.root { display: inline-flex; font-family: var(--al-font-family); -webkit-font-smoothing: antialiased; }
button {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; gap: 8px;
  height: 40px; padding: 0 16px; border-radius: calc(var(--al-radius-master) * 4);
  font-family: var(--al-font-family); font-size: calc(var(--al-font-size-master) * 1.4); font-weight: 500;
  line-height: 1; white-space: nowrap; cursor: pointer; transition: filter 120ms ease;
}
button:hover:not(:disabled) { filter: brightness(1.08); }
button:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
button:disabled { cursor: not-allowed; opacity: 0.6; }
button.sm { height: 32px; padding: 0 12px; font-size: calc(var(--al-font-size-master) * 1.2); }
.connect { background: var(--al-accent); color: var(--al-accent-foreground); }
.account, .network { background: var(--al-surface); color: var(--al-foreground); box-shadow: inset 0 0 0 1px var(--al-border); padding-inline-start: 6px; }
.avatar, .network-image { width: 24px; height: 24px; border-radius: 50%; flex: none; object-fit: cover; }
.network-image.placeholder { background: var(--al-surface-hover); box-shadow: inset 0 0 0 1px var(--al-border); }
.balance { color: var(--al-foreground-secondary); }
.spinner { width: 14px; height: 14px; border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%; animation: al-spin 0.8s linear infinite; }
@keyframes al-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { button { transition: none; } .spinner { animation-duration: 2.4s; } }
`

let shared: CSSStyleSheet | undefined

/** The shared sheet, or undefined where constructable stylesheets are missing (then a <style> is used). */
export function buttonStyleSheet(): CSSStyleSheet | undefined {
  if (shared) return shared
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return undefined
  try {
    shared = new CSSStyleSheet()
    shared.replaceSync(BUTTON_CSS)
    return shared
  } catch {
    return undefined
  }
}
