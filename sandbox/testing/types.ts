// The shape `startSandbox` hands to a host app's tests. Services that were not asked for are
// `undefined` in the types too, so `sandbox.urls.api` needs no `!` when the API was started.
import type { CaipNetwork, Endpoints } from '../../kernel'
import type { ApiServer } from '../api'
import type { DevnetAccount } from '../evm/accounts'
import type { ChainRoutes } from '../evm/chainRoutes'
import type { EvmDevnets } from '../evm/types'
import type { OnrampPurchases } from '../onramp/onrampPurchases'
import type { Relay } from '../relay'
import type { SecureSite } from '../secure'
import type { SolanaDevnetAccount } from '../solana/accounts'
import type { SolanaDevnet } from '../solana/startSolanaDevnet'
import type { TronNode } from '../tron/startTronNode'
import type { TronTestAccount } from '../tron/accounts'

export type SandboxService = 'api' | 'evm' | 'solana' | 'relay' | 'onramp' | 'secureSite' | 'tron'

/** `onramp` (the providers' checkouts) needs `api`, whose on-ramp routes it completes. */
export const SANDBOX_SERVICES: readonly SandboxService[] = ['api', 'evm', 'solana', 'relay', 'onramp', 'secureSite', 'tron']

/**
 * What `startSandbox()` starts when `services` is not given. The TRON stand-in starts only when
 * named (`npm start` names it): its network in `sandbox.networks` would change every host test's
 * network list.
 */
export type DefaultSandboxService = Exclude<SandboxService, 'tron'>
export const DEFAULT_SANDBOX_SERVICES: readonly DefaultSandboxService[] = ['api', 'evm', 'solana', 'relay', 'onramp', 'secureSite']

/** Fixed ports per service; absent or 0 picks a free one. Solana also takes `solana + 1` (websocket). */
export type SandboxPorts = Partial<Record<'api' | 'relay' | 'evmMainnet' | 'evmPolygon' | 'solana' | 'onramp' | 'secureSite' | 'tron', number>>

export interface StartSandboxOptions<S extends SandboxService = SandboxService> {
  /** Which services to start; all of them by default. */
  services?: readonly S[]
  ports?: SandboxPorts
  /** Loopback only: the sandbox must never be reachable from the network. */
  host?: '127.0.0.1'
}

/** `T` when service `K` was started, else `undefined`. */
type If<S extends SandboxService, K extends SandboxService, T> = [K] extends [S] ? T : undefined

export interface SandboxUrls<S extends SandboxService = SandboxService> {
  /** Catalogue API base (no trailing slash). */
  api: If<S, 'api', string>
  /** Blockchain API base; the same server as `api`. */
  blockchainApi: If<S, 'api', string>
  /** WalletConnect relay websocket. */
  relay: If<S, 'relay', string>
  /**
   * JSON-RPC (and websocket) per EVM chain id, on the requested ports. These front the
   * devnets, whose own `rpcUrl`s use a fresh free port each start (see startRpcProxy.ts).
   */
  evm: If<S, 'evm', { 1: string; 137: string }>
  /** Solana JSON-RPC (its websocket listens on the next port). */
  solana: If<S, 'solana', string>
  /** The on-ramp providers' checkout pages, on an origin of their own; they deliver on the started devnets. */
  onrampCheckout: If<S, 'onramp', string>
  /** The embedded wallet's secure site (its own origin). */
  secureSite: If<S, 'secureSite', string>
  /** The sandbox mailbox: `GET <mailbox>/<email>` answers `{ messages }`, newest first. */
  mailbox: If<S, 'secureSite', string>
  /** The TRON full-node stand-in (java-tron's HTTP API subset; sandbox/tron). */
  tron: If<S, 'tron', string>
}

/**
 * Ready for the kit's `endpoints` option. Only started services appear; `fonts` is empty so
 * the kit never fetches the provider's font stylesheet.
 */
export type SandboxEndpoints = Partial<Endpoints>

/** Non-empty, so it fits the kit's `networks` option as it is. */
export type SandboxNetworks = [CaipNetwork, ...CaipNetwork[]]

export interface SandboxAccounts {
  /** Funded on both EVM devnets (1000 native coins each; see sandbox/evm/README.md). */
  evm: readonly DevnetAccount[]
  /** Funded on the Solana devnet (100 SOL and 1000 USDC each). */
  solana: readonly SolanaDevnetAccount[]
  /** Funded on the TRON stand-in (1000 TRX and 500 test USDT each). */
  tron: readonly TronTestAccount[]
}

export interface Sandbox<S extends SandboxService = SandboxService> {
  services: readonly S[]
  urls: SandboxUrls<S>
  endpoints: SandboxEndpoints
  /** eip155:1, eip155:137, Solana devnet and TRON mainnet, as started, with RPC URLs pointing at the local chains. */
  networks: 'evm' extends S ? SandboxNetworks : 'solana' extends S ? SandboxNetworks : CaipNetwork[]
  accounts: SandboxAccounts
  /** Faults, the request log, the analytics sink, project scenarios. */
  api: If<S, 'api', ApiServer>
  relay: If<S, 'relay', Relay>
  /** The embedded wallet's secure site and its mailbox. */
  secureSite: If<S, 'secureSite', SecureSite>
  /** The chains themselves: mine, transfer, fund, in-process providers. */
  devnets: { evm: If<S, 'evm', EvmDevnets>; solana: If<S, 'solana', SolanaDevnet>; tron: If<S, 'tron', TronNode> }
  /** On-ramp purchases opened on the checkout pages, with their status. */
  onrampPurchases: If<S, 'onramp', OnrampPurchases>
  /** The bundler registry of the chain routes; present when both the API and the EVM devnets run. */
  chainRoutes: ChainRoutes | undefined
  /**
   * Lists a page's exact origin on every sandbox project's allowlist. The embedded wallet's
   * secure site frames only origins listed exactly, so a host app's test page that uses email or
   * social login calls this once its server is up. Needs the api service.
   */
  allowOrigin(pageUrl: string): void
  /** Stops every service, even when one of them fails to stop; then rejects with those errors. */
  close(): Promise<void>
}
