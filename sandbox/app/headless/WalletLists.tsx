import type { UseAppKitWalletsReturn } from 'airlock/react'
import { useState } from 'react'

type Wallet = UseAppKitWalletsReturn['wallets'][number]

function WalletRow({ wallet, onConnect, busy }: { wallet: Wallet; onConnect(wallet: Wallet): void; busy: boolean }) {
  return (
    <li>
      <button type="button" className="wallet" data-testid={`headless-wallet-${wallet.id}`} disabled={busy} onClick={() => onConnect(wallet)}>
        {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" /> : null}
        <span>{wallet.name}</span>
        <span className="tag">{wallet.isInjected ? 'Installed' : 'WalletConnect'}</span>
      </button>
    </li>
  )
}

/** The Connect view's list (installed first), then the whole catalogue: searchable and paged. */
export function WalletLists({ headless, onConnect }: { headless: UseAppKitWalletsReturn; onConnect(wallet: Wallet): void }) {
  const { wallets, wcWallets, count, page, isFetchingWallets, fetchWallets, connectingWallet } = headless
  const [search, setSearch] = useState('')
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
        <label htmlFor="headless-search">Search wallets</label>
        <input
          id="headless-search"
          data-testid="headless-search"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            void fetchWallets({ search: event.target.value })
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
            <button type="button" data-testid="headless-more" disabled={isFetchingWallets} onClick={() => void fetchWallets({ page: page + 1 })}>
              Load more
            </button>
          </p>
        )}
      </section>
    </>
  )
}
