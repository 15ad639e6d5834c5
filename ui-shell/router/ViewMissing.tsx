import { useLocation } from '@tanstack/react-router'
import { EmptyState } from '../components/EmptyState'
import { useAppKitState } from '../hooks/useAppKitState'
import { useMessages } from '../i18n/useMessages'
import { routerMessages } from './routerMessages'
import { viewOf } from './viewPaths'
import { ViewSkeleton } from './ViewSkeleton'

/** The root's not-found component: the kernel shows a view that no active plugin registered. */
export function ViewMissing() {
  const view = useLocation({ select: (location) => viewOf(location.pathname) })
  const { initialized } = useAppKitState()
  const t = useMessages(routerMessages)
  // Plugins register their views during startup: wait for it before calling a view missing.
  if (!initialized) return <ViewSkeleton />
  return <EmptyState icon="info" title={t('missingTitle')} description={t('missingText', { view })} data-testid="w3m-view-missing" />
}
