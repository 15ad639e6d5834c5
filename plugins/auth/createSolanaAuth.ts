// The embedded wallet's Solana account: its address comes from the secure frame (the ed25519
// key is made and kept there), its connector is the AUTH connector on the solana namespace
// (AUTH-05), and its signing requests wait for the visitor in ApproveTransaction.
import type { CaipNetwork, Connector, PluginContext } from '../../kernel/plugin'
import { createSolanaAuthProvider, type SolanaAuthProvider } from './createSolanaAuthProvider'
import type { FrameChannel } from './openFrameChannel'
import type { SolanaFrameChain } from './solanaFrameProtocol'

export interface SolanaAuth {
  /** Undefined when the kit has no Solana network: then the embedded wallet is EVM only. */
  connector: Connector | undefined
  provider: SolanaAuthProvider
  /** Asks the frame for the user's address and connects the solana namespace with it. */
  connect(): Promise<void>
  /** The session ended: the address is forgotten and the provider's watchers told. */
  clear(): void
}

export interface SolanaAuthDeps {
  ctx: PluginContext
  frame: FrameChannel
  /** Opens (or pushes) ApproveTransaction while `run` waits for the visitor (AUTH-16/17). */
  presentApproval<T>(run: () => Promise<T>): Promise<T>
  connectorId: string
  theme(): 'light' | 'dark'
  locale(): string
}

export function createSolanaAuth({ ctx, frame, presentApproval, connectorId, theme, locale }: SolanaAuthDeps): SolanaAuth {
  let address: string | undefined
  const networks = () => ctx.stores.networks.networksOf('solana')
  const network = (): CaipNetwork | undefined => ctx.stores.networks.getState().activeNetworks.solana ?? networks()[0]

  function chain(): SolanaFrameChain | undefined {
    const current = network()
    const rpcUrl = current?.rpcUrls?.default?.http?.[0]
    return current && rpcUrl ? { caipNetworkId: current.caipNetworkId, name: current.name, rpcUrl } : undefined
  }

  const provider = createSolanaAuthProvider({
    address: () => address,
    chain,
    approve: (method, params, target) =>
      presentApproval(() =>
        // Only the network's id goes to the frame: it shows and sends from its own table.
        frame.call('solanaRpc', { method, params, caipNetworkId: target.caipNetworkId, appName: ctx.config.metadata?.name || location.host, theme: theme(), locale: locale() }, { untimed: true }),
      ),
  })

  const connector: Connector | undefined =
    networks().length > 0 ? { id: connectorId, name: 'Email Wallet', type: 'AUTH', chain: 'solana', provider } : undefined

  return {
    connector,
    provider,
    async connect() {
      if (!connector) return
      address = (await frame.call('solanaGetAccount')).address
      await ctx.connection.connect({ connector, namespace: 'solana', network: network() })
    },
    clear() {
      address = undefined
      provider.sessionChanged()
    },
  }
}
