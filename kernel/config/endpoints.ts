/**
 * Every remote base URL the kit talks to. Defaults are the provider's hosts; the `endpoints`
 * option points any of them elsewhere (the sandbox, a proxy) so nothing is hard-wired (BYD-14).
 */
export interface Endpoints {
  /** Wallet catalogue, remote config, allowed origins, images. */
  api: string
  /** Blockchain API: balances, history, identity, names, swaps, on-ramp, sessions, RPC gateway. */
  blockchainApi: string
  /**
   * The blockchain API's alternative base for visitors in a restricted time zone (spec §9,
   * ENV-01); `blockchainApi` becomes this one for them.
   */
  blockchainApiRestricted: string
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
  blockchainApiRestricted: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
  relay: 'wss://relay.walletconnect.org',
  secureSite: 'https://secure.walletconnect.org',
  verify: 'https://verify.walletconnect.org/v3',
  fonts: 'https://fonts.reown.com/KHTeka.css',
  onrampProviderB: 'https://meldcrypto.com',
})

/**
 * The defaults with the host's overrides. For a visitor whose time zone is restricted
 * (`restricted`, read from the runtime by the caller), the blockchain API is reached through
 * `blockchainApiRestricted`, as AppKit's secure site does. A host that pointed `blockchainApi`
 * elsewhere (the sandbox, a proxy) but not the restricted base keeps its own: a default must
 * never pull a pointed kit back to the provider's hosts.
 */
export function resolveEndpoints(overrides: Partial<Endpoints> | undefined, restricted = false): Endpoints {
  const resolved = { ...DEFAULT_ENDPOINTS }
  const given = new Set<string>()
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value === 'string' && key in resolved) {
      // Trailing slashes would double up when paths are appended.
      resolved[key as keyof Endpoints] = key === 'fonts' ? value : value.replace(/\/+$/, '')
      given.add(key)
    }
  }
  if (!given.has('blockchainApiRestricted') && given.has('blockchainApi')) resolved.blockchainApiRestricted = resolved.blockchainApi
  if (restricted) resolved.blockchainApi = resolved.blockchainApiRestricted
  return resolved
}
