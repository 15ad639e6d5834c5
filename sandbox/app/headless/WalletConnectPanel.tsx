import type { UseAppKitWalletsReturn } from 'airlock/react'

/**
 * A WalletConnect pairing in progress: the URI a QR code would encode (scan or copy it) and, for
 * a catalogue wallet with an app, its deep link (`{deepLink}wc?uri=…`, as AppKit builds it).
 */
export function WalletConnectPanel({ headless }: { headless: UseAppKitWalletsReturn }) {
  const { wcUri, isFetchingWcUri, wcError, connectingWallet, resetWcUri } = headless
  if (!connectingWallet || connectingWallet.isInjected) return null
  const deepLink = connectingWallet.walletInfo.deepLink
  return (
    <section aria-labelledby="wc-heading" data-testid="headless-wc">
      <h2 id="wc-heading">Connect {connectingWallet.name}</h2>
      {wcError ? (
        <p role="alert">The connection could not be started. Try again.</p>
      ) : isFetchingWcUri || !wcUri ? (
        <p>Preparing the code…</p>
      ) : (
        <>
          <p>Scan this code with the wallet, or open it on this device:</p>
          <code data-testid="headless-wc-uri">{wcUri}</code>
          {deepLink && (
            <p>
              <a data-testid="headless-wc-deeplink" href={`${deepLink}wc?uri=${encodeURIComponent(wcUri)}`}>
                Open {connectingWallet.name}
              </a>
            </p>
          )}
        </>
      )}
      <p className="row">
        {/* AppKit's resetWcUri: the pending URI and the wallet being connected both go. */}
        <button type="button" data-testid="headless-wc-cancel" onClick={resetWcUri}>
          Cancel
        </button>
      </p>
    </section>
  )
}
