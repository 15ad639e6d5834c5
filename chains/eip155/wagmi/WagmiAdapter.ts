import { createConfig, type Config, type CreateConnectorFn, type Storage, type Transport } from '@wagmi/core'
import type { AppKitNetwork, CaipNetwork, ChainAdapterContext, CustomRpcUrlMap } from '../../../kernel/plugin'
import { eip155Adapter } from '../eip155Adapter'
import type { Eip155Adapter } from '../types'
import { createKitBridge } from './createKitBridge'
import { createKitConnector } from './createKitConnector'
import { kitRpcTransport } from './kitRpcTransport'
import { toKitConnectors } from './toKitConnectors'
import { eip155Networks, toWagmiChains } from './toWagmiChains'

/** AppKit's WagmiAdapter options: wagmi's createConfig parameters plus the kit's networks and project id. */
export interface WagmiAdapterOptions {
  /** The app's networks (`airlock/networks`, or viem-style chains); the eip155 ones become wagmi's `chains`. */
  networks: AppKitNetwork[]
  projectId: string
  /** Server rendering: wagmi starts disconnected and hydrates on the client. */
  ssr?: boolean
  /** wagmi's storage (`createStorage({ storage: cookieStorage })` for SSR); wagmi's localStorage by default. */
  storage?: Storage | null
  /** A transport per chain id; a chain without one reads through the kit's RPC for it. */
  transports?: Record<number, Transport>
  /** Extra wagmi connectors; each is offered in the kit's modal as a wallet of its own. */
  connectors?: readonly CreateConnectorFn[]
  /** RPC URLs per CAIP network id for wagmi's reads, before the kit's own. */
  customRpcUrls?: CustomRpcUrlMap
  /** wagmi's other createConfig options, passed through. */
  syncConnectedChain?: boolean
  batch?: { multicall?: boolean | { batchSize?: number; wait?: number } }
  cacheTime?: number
  pollingInterval?: number
  /** Off by default: the kit discovers EIP-6963 wallets and lists them in its modal. */
  multiInjectedProviderDiscovery?: boolean
  /** AppKit's pending-transaction polling; accepted so AppKit code compiles, never started (a warning says so). */
  pendingTransactionsFilter?: { enable: boolean; pollingInterval?: number }
}

// The class and this interface merge: a WagmiAdapter is the kit's eip155 chain plugin too.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WagmiAdapter extends Eip155Adapter {}

/**
 * `airlock/wagmi`, AppKit's `WagmiAdapter`: `createAppKit({ adapters: [wagmiAdapter] })` and
 * `<WagmiProvider config={wagmiAdapter.wagmiConfig}>`. The kit owns the connection; the wagmi
 * config's one connector follows it, so wagmi's hooks read and drive what the modal connected.
 */
export class WagmiAdapter {
  readonly adapterType = 'wagmi'
  readonly projectId: string
  /** The eip155 networks given, in CAIP form (AppKit's `adapter.networks`). */
  readonly networks: CaipNetwork[]
  readonly wagmiChains: ReturnType<typeof toWagmiChains>
  readonly wagmiConfig: Config

  constructor(options: WagmiAdapterOptions) {
    const { networks, projectId, transports, connectors = [], customRpcUrls, multiInjectedProviderDiscovery = false, pendingTransactionsFilter, ...wagmiOptions } =
      options
    this.projectId = projectId
    this.networks = eip155Networks(networks)
    this.wagmiChains = toWagmiChains(this.networks)

    const chain = Object.assign(this, eip155Adapter({ projectId })) as unknown as Eip155Adapter
    const { configure, destroy, getConnectors } = chain
    const bridge = createKitBridge()
    /** The kit's networks once it registered the adapter (their RPC is the kit's: gateway or customRpcUrls). */
    let kitNetworks: readonly CaipNetwork[] = []
    const rpcUrlOf = (chainId: number) =>
      customRpcUrls?.[`eip155:${chainId}`]?.[0]?.url ??
      [...kitNetworks, ...this.networks].find((n) => Number(n.id) === chainId)?.rpcUrls.default.http[0]

    this.wagmiConfig = createConfig({
      ...wagmiOptions,
      multiInjectedProviderDiscovery,
      chains: this.wagmiChains,
      connectors: [createKitConnector(bridge)],
      transports: Object.fromEntries(this.wagmiChains.map((c) => [c.id, transports?.[c.id] ?? kitRpcTransport(() => rpcUrlOf(c.id))])),
    })
    bridge.bindConfig(this.wagmiConfig)

    const hostConnectors = toKitConnectors(this.wagmiConfig, connectors)
    this.getConnectors = () => [...getConnectors.call(chain), ...hostConnectors]
    this.configure = (context: ChainAdapterContext) => {
      configure!.call(chain, context)
      kitNetworks = context.networks
      bridge.attach(context.kit)
      if (pendingTransactionsFilter?.enable) {
        context.logger.warn(
          'WagmiAdapter: pendingTransactionsFilter is not supported by Airlock: the kit refreshes the balance after the transactions it sends; wagmi hooks refetch with their own options',
        )
      }
    }
    this.destroy = () => {
      bridge.detach()
      destroy.call(chain)
    }
  }
}
