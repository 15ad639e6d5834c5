import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import { Skeleton, useMessages } from '../../components'
import { allWalletsMessages } from './allWalletsMessages'
import type { AllWalletsEntry } from './listAllWallets'
import { WalletTile } from './WalletTile'

/** Four tiles a row, as AppKit's grid in a 360px card. */
export const GRID_COLUMNS = 4
const ROW_HEIGHT = 96
const ROW_GAP = 8

const Scroller = styled.div`
  height: clamp(240px, 400px, calc(100vh - 220px));
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 16px;
`
const Row = styled.div`
  position: absolute;
  inset-inline-start: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr));
  gap: ${ROW_GAP}px;
`

export interface WalletGridProps {
  entries: readonly AllWalletsEntry[]
  /** `wallet-selector` for the list, `wallet-search-item` for search results (AppKit's ids). */
  testIdPrefix: 'wallet-selector' | 'wallet-search-item'
  /** More wallets can be loaded: a row of placeholders ends the grid and loads them when seen. */
  hasMore?: boolean
  /** Images the catalogue slice prefetched (image_id → URL): used before the catalogue's image_url. */
  images?: Readonly<Record<string, string>>
  /** Returns false when it could not start loading (busy), so the grid asks again later. */
  onEndReached?(): boolean | void
  onSelect(entry: AllWalletsEntry): void
  'data-testid'?: string
}

/**
 * The wallets as a virtualized grid: only the rows in view (plus a few) are in the DOM, so a
 * catalogue of 600+ wallets stays cheap to render and scroll.
 */
export function WalletGrid({ entries, testIdPrefix, hasMore, images = {}, onEndReached, onSelect, 'data-testid': testId }: WalletGridProps) {
  const t = useMessages(allWalletsMessages)
  const scroller = useRef<HTMLDivElement>(null)
  const walletRows = Math.ceil(entries.length / GRID_COLUMNS)
  const rowCount = walletRows + (hasMore ? 1 : 0)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT + ROW_GAP,
    overscan: 3,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.length ? items[items.length - 1]!.index : -1

  // The placeholder row came into view: next page. Without a scroll by the visitor, only once per
  // list length, so a page that adds nothing (or a list shorter than the viewport) cannot loop.
  const askedAt = useRef(-1)
  const scrolled = useRef(false)
  useEffect(() => {
    if (!hasMore || lastIndex < rowCount - 1) return
    if (askedAt.current === entries.length && !scrolled.current) return
    if (onEndReached?.() === false) return // busy: ask again on the next render
    askedAt.current = entries.length
    scrolled.current = false
  }, [hasMore, lastIndex, rowCount, entries.length, onEndReached])

  return (
    <Scroller ref={scroller} data-testid={testId} role="list" aria-label={t('wallets')} onScroll={() => void (scrolled.current = true)}>
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {items.map((row) => {
          const start = row.index * GRID_COLUMNS
          const isLoader = row.index >= walletRows
          return (
            <Row key={row.key} style={{ top: row.start, height: ROW_HEIGHT }} data-row={row.index}>
              {isLoader
                ? Array.from({ length: GRID_COLUMNS }, (_, i) => <Skeleton key={i} height={ROW_HEIGHT} rounded="l" />)
                : entries.slice(start, start + GRID_COLUMNS).map((entry) => (
                    <div role="listitem" key={entry.wallet.id}>
                      <WalletTile
                        name={entry.wallet.name}
                        imageId={entry.wallet.image_id}
                        imageSrc={(entry.wallet.image_id && images[entry.wallet.image_id]) || (entry.wallet.image_url ?? undefined)}
                        installed={Boolean(entry.connector)}
                        onSelect={() => onSelect(entry)}
                        data-testid={`${testIdPrefix}-${entry.wallet.id}`}
                      />
                    </div>
                  ))}
            </Row>
          )
        })}
      </div>
    </Scroller>
  )
}
