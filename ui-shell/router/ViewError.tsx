import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { EmptyState } from '../components/EmptyState'
import { useMessages } from '../i18n/useMessages'
import { routerMessages } from './routerMessages'

/**
 * A view's error component: its module failed to load or it threw while rendering. The modal
 * stays up; "Try again" reloads the route, which fetches a failed module again.
 */
export function ViewError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const t = useMessages(routerMessages)
  // Reload first: resetting at once would render the failed component again and fail again.
  const retry = () => void router.invalidate().then(reset)
  return (
    <EmptyState
      icon="warning"
      title={t('errorTitle')}
      description={t('errorText')}
      action={{ label: t('tryAgain'), onClick: retry }}
      data-testid="w3m-view-error"
    />
  )
}
