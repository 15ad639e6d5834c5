import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { OPTIONS, THEME } from '../../kernel'
import { useLocale } from '../i18n/useLocale'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'
import { createThemeTokens, themeCssVariables } from '../theme/createThemeTokens'
import { tokenProperty, vars } from '../theme/tokens'

const motionless = ['durationHeaderText', 'durationModalHeight', 'durationViewTransition', 'durationShake'] as const

// Sets every inherited property the modal relies on, so nothing of the host's inherits in.
const Root = styled.div`
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSizeMaster};
  font-weight: 400;
  font-style: normal;
  line-height: 1.3;
  letter-spacing: normal;
  text-align: start;
  text-transform: none;
  white-space: normal;
  color: ${vars.foreground};
  -webkit-font-smoothing: antialiased;
  *, *::before, *::after { box-sizing: border-box; }
  /* A mode switch lands at once: with colour transitions running, a button would show its old
     background under its new text for a moment (unreadable, and a contrast failure). */
  &[data-theme-switching] *, &[data-theme-switching] *::before, &[data-theme-switching] *::after {
    transition: none !important;
  }
  @media (prefers-reduced-motion: reduce) {
    ${motionless.map((name) => `${tokenProperty(name)}: 0ms !important;`).join('\n')}
  }
`

/** The tokens of the kit's THEME store as custom properties; follows setThemeMode at run time. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { themeMode, themeVariables } = useStoreState(useService(THEME))
  const { locale, dir } = useLocale()
  // A host that asks (`dir: 'host'`) gets the page's direction; else the locale's.
  const hostDir = useService(OPTIONS).dir === 'host' && typeof document !== 'undefined' ? document.documentElement.dir : ''
  const direction = hostDir === 'rtl' || hostDir === 'ltr' ? hostDir : dir
  const style = useMemo(() => themeCssVariables(createThemeTokens(themeMode, themeVariables)), [themeMode, themeVariables])
  // The mode the card has painted in; while the store's differs, transitions are off. They come
  // back two frames later, once the new colours have been computed and painted.
  const [painted, setPainted] = useState(themeMode)
  const switching = painted !== themeMode
  useEffect(() => {
    if (!switching) return
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setPainted(themeMode))))
    return () => cancelAnimationFrame(frame)
  }, [switching, themeMode])
  return (
    <Root style={style} dir={direction} lang={locale} data-theme={themeMode} data-theme-switching={switching || undefined} data-testid="w3m-theme-root">
      {/* The modal's chrome waits here for the locale's core messages (start-up loads them early). */}
      <Suspense fallback={null}>{children}</Suspense>
    </Root>
  )
}
