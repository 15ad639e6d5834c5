/**
 * Every remote base URL the kit talks to. Defaults are the provider's hosts; the `endpoints`
 * option points any of them elsewhere (the sandbox, a proxy) so nothing is hard-wired (BYD-14).
 */
export interface Endpoints {
  /** Wallet catalogue, remote config, allowed origins, images. */
  api: string
  /** Blockchain API: balances, history, identity, names, swaps, on-ramp, sessions, RPC gateway. */
  blockchainApi: string
  /** Analytics and error reports (POST /e). */
  analytics: string
  /** WalletConnect relay websocket. */
  relay: string
  /** Embedded-wallet secure site origin. */
  secureSite: string
  /** WalletConnect's verify service (the dapp's attestation frame, `/attestation`). */
  verify: string
  /** Font stylesheet; empty string means system fonts only. */
  fonts: string
  /** On-ramp provider B's checkout page; the kit adds its query (spec §7 "On-ramp URL"). */
  onrampProviderB: string
}

export const DEFAULT_ENDPOINTS: Readonly<Endpoints> = Object.freeze({
  api: 'https://api.web3modal.org',
  blockchainApi: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
  relay: 'wss://relay.walletconnect.org',
  secureSite: 'https://secure.walletconnect.org',
  verify: 'https://verify.walletconnect.org/v3',
  fonts: 'https://fonts.reown.com/KHTeka.css',
  onrampProviderB: 'https://meldcrypto.com',
})

export function resolveEndpoints(overrides: Partial<Endpoints> | undefined): Endpoints {
  const resolved = { ...DEFAULT_ENDPOINTS }
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value === 'string' && key in resolved) {
      // Trailing slashes would double up when paths are appended.
      resolved[key as keyof Endpoints] = key === 'fonts' ? value : value.replace(/\/+$/, '')
    }
  }
  return resolved
}
