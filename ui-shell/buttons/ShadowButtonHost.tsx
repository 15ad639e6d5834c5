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
 */
export function ShadowButtonHost({ children }: { children: ReactNode }) {
  const kit = useKit()
  const host = useRef<HTMLElement>(null)
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | undefined>()
  const [sheet] = useState(buttonStyleSheet)
  const { themeMode, themeVariables } = useStoreState(kit[KIT_CONTAINER].resolve(THEME))
  const style = useMemo(() => themeCssVariables(createThemeTokens(themeMode, themeVariables)), [themeMode, themeVariables])

  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    setShadowRoot(root)
  }, [sheet])

  return createElement(
    BUTTON_TAG,
    { ref: host },
    shadowRoot
      ? createPortal(
          <>
            {sheet ? null : <style nonce={shellOptionsOf(kit).nonce}>{BUTTON_CSS}</style>}
            <span className="root" style={style} data-theme={themeMode}>
              {children}
            </span>
          </>,
          shadowRoot,
        )
      : null,
  )
}
