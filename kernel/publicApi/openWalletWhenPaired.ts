import type { WalletConnectService } from '../connection/walletConnectService'

/**
 * On a phone, AppKit's headless connect takes the visitor to the wallet app with the pairing URI
 * (its deep or universal link + `wc?uri=`), as the modal's WalletConnect view does. This opens it
 * once the URI is there (at once for a pending one); the returned function stops waiting. The
 * link goes through the service's check, so a catalogue link that would run script never opens.
 */
export function openWalletWhenPaired(wc: WalletConnectService, deepLink: string): () => void {
  let done = false
  const tryOpen = (uri: string | undefined) => {
    if (done || !uri) return
    const link = wc.formatWalletLink(deepLink, uri)
    done = true
    off()
    // In place, as the modal's phone link: the OS hands the link to the wallet app.
    if (link && typeof window !== 'undefined') window.location.assign(link.redirect)
  }
  const off = wc.pairing.subscribe((state) => tryOpen(state.uri))
  if (!wc.isPairingExpired()) tryOpen(wc.pairing.getState().uri)
  return () => {
    done = true
    off()
  }
}
