import { useAppKitAccount, useAppKitWallets, useDisconnect } from 'airlock/react'
import { useEffect, useState } from 'react'
import { EmailLoginForm } from './EmailLoginForm'
import { HEADLESS_CSS } from './headlessStyles'
import { WalletConnectPanel } from './WalletConnectPanel'
import { WalletLists } from './WalletLists'

/** The page: who is connected, then the ways to connect, each on the headless hooks. */
export function HeadlessApp() {
  const { address, isConnected, caipAddress } = useAppKitAccount()
  const { disconnect } = useDisconnect()
  const headless = useAppKitWallets()
  const [error, setError] = useState<string>()
  const { fetchWallets } = headless

  // The catalogue's first page with the featured and recommended wallets; the browser wallets
  // are known without a request.
  useEffect(() => void fetchWallets().catch((e: unknown) => setError(String(e))), [fetchWallets])

  const connect: Parameters<typeof WalletLists>[0]['onConnect'] = (wallet) => {
    setError(undefined)
    headless.connect(wallet).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
  }

  return (
    <main>
      <style>{HEADLESS_CSS}</style>
      <h1>Headless connect</h1>
      <p>Your own connect UI: no modal code is loaded on this page.</p>
      <section aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <p data-testid="headless-status" data-connected={String(isConnected)}>
          {isConnected ? <>Connected: <code data-testid="headless-address">{address}</code></> : headless.isInitialized ? 'Not connected' : 'Starting…'}
        </p>
        {isConnected && (
          <p className="row">
            <code>{caipAddress}</code>
            <button type="button" data-testid="headless-disconnect" onClick={() => void disconnect()}>
              Disconnect
            </button>
          </p>
        )}
        {error && (
          <p role="alert" data-testid="headless-error">
            {error}
          </p>
        )}
      </section>
      {!isConnected && (
        <>
          <WalletLists headless={headless} onConnect={connect} />
          <WalletConnectPanel headless={headless} />
          <EmailLoginForm />
        </>
      )}
    </main>
  )
}
