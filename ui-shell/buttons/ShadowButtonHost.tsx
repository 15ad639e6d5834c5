import { createElement, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { KIT_CONTAINER, THEME } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { shellOptionsOf } from '../kit/shellOptions'
import { useKit } from '../kit/useKit'
import { createThemeTokens, themeCssVariables } from '../theme/createThemeTokens'
import { BUTTON_CSS, buttonStyleSheet } from './buttonStyles'

export const BUTTON_TAG = 'airlock-button'

/**
 * A button's own shadow root (BYD-13): host CSS cannot reach inside, and the button's CSS
 * (a constructed stylesheet) cannot leak out. Children render into it through a portal.
 * `testId` names the box around the button (AppKit's id for its wrapping element, if any).
 */
export function ShadowButtonHost({ children, testId }: { children: ReactNode; testId?: string }) {
  const kit = useKit()
  const host = useRef<HTMLElement>(null)
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | undefined>()
  const [sheet] = useState(buttonStyleSheet)
  const { themeMode, themeVariables } = useStoreState(kit[KIT_CONTAINER].resolve(THEME))
  const style = useMemo(() => themeCssVariables(createThemeTokens(themeMode, themeVariables)), [themeMode, themeVariables])

  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const declared = element.shadowRoot
    // The server's declarative shadow root (below) painted the button until now; the portal
    // repaints it in this same commit, before the browser paints again.
    declared?.replaceChildren()
    const root = declared ?? element.attachShadow({ mode: 'open' })
    if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    setShadowRoot(root)
  }, [sheet])

  const { nonce } = shellOptionsOf(kit)
  const body = (inline: boolean) => (
    <>
      {inline ? <style nonce={nonce}>{BUTTON_CSS}</style> : null}
      <span className="root" style={style} data-theme={themeMode} data-testid={testId}>
        {children}
      </span>
    </>
  )
  // On the server the button is a declarative shadow root: the browser attaches it while parsing,
  // so the first frame shows the real button at its real size, before any script ran. Its
  // <template> is gone from the DOM by then, so hydration (no children yet) matches it.
  if (typeof document === 'undefined') {
    return createElement(BUTTON_TAG, { ref: host }, createElement('template', { shadowrootmode: 'open' }, body(true)))
  }
  return createElement(BUTTON_TAG, { ref: host }, shadowRoot ? createPortal(body(!sheet), shadowRoot) : null)
}
