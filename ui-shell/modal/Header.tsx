import styled, { keyframes } from 'styled-components'
import { I18N, MODAL_CONTROLLER, PLUGIN_HOST, ROUTER, manifestMessageKey } from '../../kernel'
import { useMessages } from '../i18n/useMessages'
import { IconButton } from '../components/IconButton'
import { VisuallyHidden } from '../components/VisuallyHidden'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'
import { useHeaderTitleStore } from '../router/headerTitle'
import { headerMessages, headerTitleOf } from '../router/headerTitles'
import { useRouterState } from '../router/useRouterState'
import { fontSize, vars } from '../theme/tokens'
import { PHONE_SHEET_MEDIA, TOUCH_TARGET_PX } from './phoneSheet'

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`

const Root = styled.div`
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  height: 56px;
  padding: 0 8px;
  @media ${PHONE_SHEET_MEDIA} {
    grid-template-columns: ${TOUCH_TARGET_PX}px 1fr ${TOUCH_TARGET_PX}px;
  }
`

// THEME-06: the title fades in over 120 ms each time it changes (it is keyed by its text).
const Title = styled.h2`
  margin: 0;
  justify-self: center;
  font-size: ${fontSize.paragraph};
  font-weight: 600;
  color: ${vars.foreground};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 100%;
  animation: ${fadeIn} ${vars.durationHeaderText} ease-out both;
`


export interface HeaderProps {
  /** The id the dialog's aria-labelledby points at. */
  titleId: string
}

/** Title per view (or a view's useHeaderTitle), back (kernel goBack) and close (requestClose). */
export function Header({ titleId }: HeaderProps) {
  const router = useService(ROUTER)
  const controller = useService(MODAL_CONTROLLER)
  const { view, data, history } = useRouterState()
  const titleStore = useHeaderTitleStore()
  const override = useStoreState(titleStore ?? EMPTY_TITLE).title
  const { viewTitles } = useStoreState(useService(PLUGIN_HOST).registry)
  const t = useMessages(headerMessages)
  const i18n = useService(I18N)
  const title = override ?? headerTitleOf(view, data, t, viewTitles[view], (english) => i18n.manifestText(manifestMessageKey.view(view), english))
  return (
    <Root>
      {history.length > 1 ? (
        <IconButton icon="chevronLeft" aria-label={t('back')} data-testid="header-back" onClick={() => router.goBack()} />
      ) : (
        <span />
      )}
      {title ? (
        <Title key={title} id={titleId} data-testid="w3m-header-text">
          {title}
        </Title>
      ) : (
        // The hidden title is taken out of flow, so a plain span holds its grid cell; else the
        // close button would slide into the middle column.
        <span>
          <VisuallyHidden as="h2" id={titleId}>
            {t('wallet')}
          </VisuallyHidden>
        </span>
      )}
      <IconButton icon="close" aria-label={t('close')} data-testid="w3m-header-close" onClick={() => controller.requestClose()} />
    </Root>
  )
}

const EMPTY_TITLE = {
  getState: () => EMPTY_STATE,
  subscribe: () => () => undefined,
}
const EMPTY_STATE = { title: undefined as string | undefined }
