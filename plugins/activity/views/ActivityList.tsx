import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import styled from 'styled-components'
import { EmptyState, Flex, Skeleton, fontSize, useFormat, useMessages, useOptionalService, useStoreState, vars } from '../../../ui-shell/components'
import { activityListMessages } from '../activityMessages'
import type { Transaction } from '../contract'
import { visibleTransactions, type ActivityState } from '../createActivityService'
import { ACTIVITY } from '../tokens'
import { buildActivityItems, type ActivityItem } from './buildActivityItems'
import { ROW_HEIGHT, TransactionRow } from './TransactionRow'
import { useNow } from './useNow'

const TITLE_HEIGHT = 36
const GAP = 8

const Scroller = styled.div<{ $height: string }>`
  max-height: ${({ $height }) => $height};
  overflow-y: auto;
  overscroll-behavior: contain;
  outline-offset: -2px;
`
const Line = styled.div`
  position: absolute;
  box-sizing: border-box;
  inset-inline-start: 0;
  width: 100%;
`
const GroupTitle = styled.h3`
  display: flex;
  align-items: flex-end;
  box-sizing: border-box;
  height: ${TITLE_HEIGHT}px;
  margin: 0;
  padding: 0 4px 8px;
  font-size: ${fontSize.small};
  font-weight: 500;
  color: ${vars.foregroundSecondary};
`

const IDLE: ActivityState = { transactions: [], pending: [], next: null, status: 'idle', empty: false }
const idleStore = { getState: () => IDLE, subscribe: () => () => {} }

const heightOf = (item: ActivityItem | undefined) => (item?.kind === 'title' ? TITLE_HEIGHT : ROW_HEIGHT + GAP)

export interface ActivityListProps {
  /** The scroll area's maximum height: the tab sits under the account header, the view fills the card. */
  maxHeight: string
  /** Where the list is: AppKit's empty state differs (its id and texts) between the Account tab and the Transactions view. */
  page: 'account' | 'activity'
}

/** AppKit's empty states: `empty-account-state` in the Account view's tab, `empty-activity-state` in the Transactions view. */
const EMPTY = {
  account: { testId: 'empty-account-state', title: 'emptyAccountTitle', description: 'emptyAccountDescription' },
  activity: { testId: 'empty-activity-state', title: 'emptyTitle', description: 'emptyDescription' },
} as const

/**
 * The account's history, grouped by month (`group-title`), newest first, one row per
 * transaction (`activity-item-{id}`). Virtualized: only the lines in view (plus a few) are in the
 * DOM, so a long history stays light; the line after the last loads the next page when it shows.
 */
export function ActivityList({ maxHeight, page }: ActivityListProps) {
  const service = useOptionalService(ACTIVITY)
  const state = useStoreState(service?.state ?? idleStore)
  const transactions = useMemo(() => visibleTransactions(state), [state])
  const hasMore = state.next !== null && !state.empty
  const loadMore = useCallback(() => void service?.loadMore(), [service])
  const t = useMessages(activityListMessages)

  if (transactions.length === 0 && (state.status === 'loading' || state.status === 'idle') && !state.empty) {
    return (
      <Flex direction="column" gap={8} aria-busy="true" aria-label={t('loading')} data-testid="activity-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={ROW_HEIGHT} rounded="l" />
        ))}
      </Flex>
    )
  }
  // Beyond ACT-09 (eip155 keeps AppKit's empty state): a chain plugin's unreadable history is an error, with a retry.
  if (transactions.length === 0 && state.failed && state.account && !state.account.caipNetworkId.startsWith('eip155:')) {
    return (
      <EmptyState
        data-testid="activity-error-state"
        icon="warning"
        title={t('errorTitle')}
        description={t('errorDescription')}
        action={{ label: t('retry'), onClick: () => void service?.refresh({ force: true }) }}
      />
    )
  }
  if (transactions.length === 0) {
    const empty = EMPTY[page]
    return <EmptyState data-testid={empty.testId} icon="wallet" title={t(empty.title)} description={t(empty.description)} />
  }
  // Keyed by owner: another account or chain gets a fresh list scrolled to its top, not the
  // previous one's scroll position (the virtualizer restores its offset on a new scroll element).
  const owner = state.account ? `${state.account.address}|${state.account.caipNetworkId}` : ''
  return (
    <Rows
      key={owner}
      transactions={transactions}
      hasMore={hasMore}
      busy={state.status !== 'ready'}
      canLoadMore={state.status === 'ready'}
      onEndReached={loadMore}
      maxHeight={maxHeight}
    />
  )
}

interface RowsProps {
  transactions: readonly Transaction[]
  hasMore: boolean
  busy: boolean
  canLoadMore: boolean
  onEndReached(): void
  maxHeight: string
}

function Rows({ transactions, hasMore, busy, canLoadMore, onEndReached, maxHeight }: RowsProps) {
  // Relative times ("2m") move on by themselves; a minute is their smallest step.
  const now = useNow(60_000)
  const t = useMessages(activityListMessages)
  const format = useFormat()
  const items = useMemo(
    () => buildActivityItems(transactions, hasMore, now, (date, current) => (current ? t('thisMonth') : format.monthYear(date))),
    [transactions, hasMore, now, t, format],
  )
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => heightOf(items[index]),
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 4,
  })
  const lines = virtualizer.getVirtualItems()
  const lastIndex = lines.length ? lines[lines.length - 1]!.index : -1

  // The loader line came into view (or the list is shorter than the area): the next page.
  useEffect(() => {
    if (hasMore && canLoadMore && lastIndex >= items.length - 1) onEndReached()
  }, [hasMore, canLoadMore, lastIndex, items.length, onEndReached])

  return (
    // Focusable, so keyboard users can scroll the history (axe: scrollable-region-focusable).
    <Scroller ref={scroller} $height={maxHeight} tabIndex={0} role="region" aria-label={t('region')} data-testid="activity-list" aria-busy={busy}>
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {lines.map((line) => {
          const item = items[line.index]!
          return (
            // Measured, not fixed: a row whose words run long in a language wraps its second line and grows.
            <Line key={line.key} ref={virtualizer.measureElement} style={{ top: line.start, minHeight: heightOf(item), paddingBlockEnd: item.kind === 'title' ? 0 : GAP }} data-index={line.index}>
              {item.kind === 'title' ? (
                <GroupTitle data-testid="group-title">{item.title}</GroupTitle>
              ) : item.kind === 'transaction' ? (
                <TransactionRow transaction={item.transaction} now={now} />
              ) : (
                <div data-testid="activity-loading-more" aria-hidden="true">
                  <Skeleton height={ROW_HEIGHT} rounded="l" />
                </div>
              )}
            </Line>
          )
        })}
      </div>
    </Scroller>
  )
}
