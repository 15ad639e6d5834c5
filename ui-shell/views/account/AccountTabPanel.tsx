import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { ViewLoader } from '../../../kernel'
import { EmptyState, Flex, Skeleton, useMessages } from '../../components'
import { accountMessages } from './accountMessages'
import type { AccountTab } from './accountTabs'

// One lazy component per loader, so switching tabs back and forth never reloads a module.
const lazyPanels = new WeakMap<ViewLoader, LazyExoticComponent<ComponentType>>()
function panelOf(loader: ViewLoader): LazyExoticComponent<ComponentType> {
  let panel = lazyPanels.get(loader)
  if (!panel) {
    panel = lazy(async () => ({ default: (await loader()).default as ComponentType }))
    lazyPanels.set(loader, panel)
  }
  return panel
}

/** What a tab shows until a plugin fills it (spec §2 still lists the tab). */
function Placeholder({ id }: { id: string }) {
  const t = useMessages(accountMessages)
  if (id === 'nfts') return <EmptyState icon="wallet" title={t('noNfts')} description={t('noNftsHint')} data-testid="empty-account-state" />
  return <EmptyState icon="wallet" title={t('noTokens')} description={t('noTokensHint')} data-testid="empty-tokens-state" />
}

export interface AccountTabPanelProps {
  tab: AccountTab
  index: number
  idPrefix: string
}

/** The panel of the selected tab, paired with its tab for assistive technology. */
export function AccountTabPanel({ tab, index, idPrefix }: AccountTabPanelProps) {
  const Panel = tab.view ? panelOf(tab.view) : undefined
  return (
    <div role="tabpanel" id={`${idPrefix}-panel-${index}`} aria-labelledby={`${idPrefix}-tab-${index}`} data-testid={`w3m-account-tab-${tab.id}`}>
      {Panel ? (
        <Suspense
          fallback={
            <Flex direction="column" gap={8}>
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Flex>
          }
        >
          <Panel />
        </Suspense>
      ) : (
        <Placeholder id={tab.id} />
      )}
    </div>
  )
}
