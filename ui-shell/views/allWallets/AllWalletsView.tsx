import { useCallback, useEffect, useMemo, useState } from 'react'
import { CONNECTORS_STORE, isMobile, ROUTER, WALLET_CATALOGUE } from '../../../kernel'
import { EmptyState, Flex, IconButton, SearchBar, Spinner, useMessages, useService, useStoreState } from '../../components'
import { isWalletConnectConnector } from '../../connect'
import { allWalletsMessages } from './allWalletsMessages'
import { fetchFirstPage } from './fetchFirstPage'
import { listAllWallets, type AllWalletsEntry } from './listAllWallets'
import { NoWalletFound } from './NoWalletFound'
import { WalletGrid } from './WalletGrid'

/**
 * AllWallets: the catalogue, 40 a page with infinite scroll, searchable (the catalogue slice
 * trims and waits for typing to settle, WLIST-01/02), virtualized, installed wallets first with
 * a badge. The first 20 images are prefetched once the first page is in (WLIST-03/04).
 */
export default function AllWalletsView() {
  const router = useService(ROUTER)
  const t = useMessages(allWalletsMessages)
  const catalogue = useService(WALLET_CATALOGUE)
  const { connectors } = useStoreState(useService(CONNECTORS_STORE))
  const { featured, recommended, wallets, hasMore, page, search, loading, error, prefetchedImages } = useStoreState(catalogue)
  const [text, setText] = useState('')
  const mobile = useMemo(() => isMobile(), [])

  useEffect(() => {
    let live = true
    void fetchFirstPage(catalogue, () => live)
    return () => {
      live = false
      catalogue.clearSearch()
    }
  }, [catalogue])

  const list = useMemo(() => listAllWallets([featured, recommended, wallets], connectors, mobile), [featured, recommended, wallets, connectors, mobile])
  const results = useMemo(() => listAllWallets([search.results], connectors, mobile), [search.results, connectors, mobile])
  const walletConnect = connectors.find(isWalletConnectConnector)

  const loadMore = useCallback(() => {
    if (loading || page === 0) return false
    void catalogue.fetchPage()
    return true
  }, [catalogue, loading, page])

  const select = ({ wallet, connector }: AllWalletsEntry) => {
    if (connector) router.push('ConnectingExternal', { connector, wallet })
    else router.push('ConnectingWalletConnect', { wallet })
  }

  const onSearch = (value: string) => {
    setText(value)
    void catalogue.search(value)
  }

  const searching = search.query !== ''
  return (
    <Flex direction="column" gap={12} padding="0 0 16px" data-testid="w3m-all-wallets-view">
      <Flex gap={8} align="center" padding="0 16px">
        <div style={{ flex: 1, minWidth: 0 }}>
          <SearchBar value={text} onChange={onSearch} label={t('search')} placeholder={t('search')} />
        </div>
        {walletConnect ? (
          <IconButton icon="qrCode" aria-label={t('scanQr')} data-testid="w3m-all-wallets-qr-button" onClick={() => router.push('ConnectingWalletConnect', {})} />
        ) : null}
      </Flex>
      {!searching && !list.length && error && !loading ? (
        <EmptyState
          icon="warning"
          title={t('loadError')}
          description={error}
          action={{ label: t('tryAgain'), onClick: () => void catalogue.fetchPage(1).then(() => catalogue.prefetchImages()) }}
          data-testid="w3m-all-wallets-error"
        />
      ) : !searching ? (
        <WalletGrid entries={list} testIdPrefix="wallet-selector" hasMore={hasMore} images={prefetchedImages} onEndReached={loadMore} onSelect={select} data-testid="w3m-all-wallets-list" />
      ) : search.loading ? (
        <Flex justify="center" padding="40px 16px" data-testid="w3m-all-wallets-search-loading">
          <Spinner size={24} label={t('searching')} />
        </Flex>
      ) : results.length ? (
        // wallet-list: AppKit's id for the grid of search results.
        <WalletGrid entries={results} testIdPrefix="wallet-search-item" images={prefetchedImages} onSelect={select} data-testid="wallet-list" />
      ) : (
        <NoWalletFound />
      )}
    </Flex>
  )
}
