import { useMemo, type ReactNode } from 'react'
import styled from 'styled-components'
import { THEME } from '../../kernel'
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
  text-align: left;
  text-transform: none;
  white-space: normal;
  color: ${vars.foreground};
  -webkit-font-smoothing: antialiased;
  *, *::before, *::after { box-sizing: border-box; }
  @media (prefers-reduced-motion: reduce) {
    ${motionless.map((name) => `${tokenProperty(name)}: 0ms !important;`).join('\n')}
  }
`

/** The tokens of the kit's THEME store as custom properties; follows setThemeMode at run time. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { themeMode, themeVariables } = useStoreState(useService(THEME))
  const style = useMemo(() => themeCssVariables(createThemeTokens(themeMode, themeVariables)), [themeMode, themeVariables])
  return (
    <Root style={style} data-theme={themeMode} data-testid="w3m-theme-root">
      {children}
    </Root>
  )
}
