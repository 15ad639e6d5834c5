import type { UseAppKitWalletsReturn } from 'airlock/react'
import { useState } from 'react'
import { CatalogueFilters, DEFAULT_FILTERS, FILTER_TEXT, fetchOptionsOf } from './CatalogueFilters'

type Wallet = UseAppKitWalletsReturn['wallets'][number]

function WalletRow({ wallet, onConnect, busy }: { wallet: Wallet; onConnect(wallet: Wallet): void; busy: boolean }) {
  return (
    <li>
      <button type="button" className="wallet" data-testid={`headless-wallet-${wallet.id}`} data-certified={String(Boolean(wallet.walletInfo.isCertified))} disabled={busy} onClick={() => onConnect(wallet)}>
        {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" /> : null}
        <span>{wallet.name}</span>
        {wallet.walletInfo.supportsWcPay && <span className="pay" data-testid="headless-wallet-pay">{FILTER_TEXT.pay}</span>}
        <span className="tag">{wallet.isInjected ? 'Installed' : 'WalletConnect'}</span>
      </button>
    </li>
  )
}

/** The Connect view's list (installed first), then the whole catalogue: searchable and paged. */
export function WalletLists({ headless, onConnect }: { headless: UseAppKitWalletsReturn; onConnect(wallet: Wallet): void }) {
  const { wallets, wcWallets, count, page, isFetchingWallets, fetchWallets, connectingWallet } = headless
  const [search, setSearch] = useState('')
  const [filters, setFilters] = useState(DEFAULT_FILTERS)
  const busy = Boolean(connectingWallet)
  return (
    <>
      <section aria-labelledby="wallets-heading">
        <h2 id="wallets-heading">Wallets</h2>
        <ul data-testid="headless-wallets">
          {wallets.map((wallet) => (
            <WalletRow key={wallet.id} wallet={wallet} onConnect={onConnect} busy={busy} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading">All wallets</h2>
        <CatalogueFilters
          filters={filters}
          onChange={(next) => {
            setFilters(next)
            void fetchWallets({ search, ...fetchOptionsOf(next) })
          }}
        />
        <label htmlFor="headless-search">Search wallets</label>
        <input
          id="headless-search"
          data-testid="headless-search"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            void fetchWallets({ search: event.target.value, ...fetchOptionsOf(filters) })
          }}
        />
        <p data-testid="headless-catalogue-count" aria-live="polite">
          {isFetchingWallets ? 'Loading…' : `${wcWallets.length} of ${count}`}
        </p>
        <ul data-testid="headless-catalogue">
          {wcWallets.map((wallet) => (
            <WalletRow key={wallet.id} wallet={wallet} onConnect={onConnect} busy={busy} />
          ))}
        </ul>
        {!search && wcWallets.length < count && (
          <p className="row">
            <button type="button" data-testid="headless-more" disabled={isFetchingWallets} onClick={() => void fetchWallets({ page: page + 1, ...fetchOptionsOf(filters) })}>
              Load more
            </button>
          </p>
        )}
      </section>
    </>
  )
}
