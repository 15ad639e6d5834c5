import { useParams } from '@tanstack/react-router'
import { Suspense } from 'react'
import styled, { keyframes } from 'styled-components'
import { BUS, PLUGIN_HOST } from '../../kernel'
import { EmptyState } from '../components/EmptyState'
import { useAppKitState } from '../hooks/useAppKitState'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'
import { vars } from '../theme/tokens'
import { lazyView } from './lazyView'
import { useRouterState } from './useRouterState'
import { ViewErrorBoundary } from './ViewErrorBoundary'
import { ViewSkeleton } from './ViewSkeleton'

const slideNext = keyframes`from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; }`
const slidePrev = keyframes`from { opacity: 0; transform: translateX(-12px); } to { opacity: 1; transform: none; }`

// THEME-08: every view enters in 150 ms, from the side the navigation came from.
const Frame = styled.div`
  animation-duration: ${vars.durationViewTransition};
  animation-timing-function: ease-out;
  animation-fill-mode: both;
  &[data-transition='next'] { animation-name: ${slideNext}; }
  &[data-transition='prev'] { animation-name: ${slidePrev}; }
`

/** The `$view` route: looks the view up in the plugin registry and renders it lazily. */
export function ViewRoute() {
  const { view = '' } = useParams({ strict: false }) as { view?: string }
  const host = useService(PLUGIN_HOST)
  const bus = useService(BUS)
  const { views } = useStoreState(host.registry)
  const { initialized } = useAppKitState()
  const { transition } = useRouterState()

  let content
  if (views[view]) {
    const View = lazyView(host, view)
    content = (
      <ViewErrorBoundary key={view} onError={(error) => bus.emit('error', error, `view:${view}`)}>
        <Suspense fallback={<ViewSkeleton />}>
          <View />
        </Suspense>
      </ViewErrorBoundary>
    )
  } else if (!initialized) {
    // Plugins register their views during startup: wait for it before calling a view missing.
    content = <ViewSkeleton />
  } else {
    content = <EmptyState icon="info" title="Nothing to show here" description={`No view named ${view} is registered.`} data-testid="w3m-view-missing" />
  }
  return (
    <Frame key={view} data-transition={transition} data-view={view} data-testid="w3m-router-view">
      {content}
    </Frame>
  )
}
