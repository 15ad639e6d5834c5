import { readSessionAccounts, type WalletConnectProviderLike } from '../connection/readSessionAccounts'
import { ChainError } from '../errors'
import type { ChainAdapter } from '../plugins/chainAdapter'
import type { AccountType, CaipNetwork, ChainNamespace, Connection, Connector, RequestProvider } from '../types'
import type { WalletConnectNamespaceConfig } from './buildWalletConnectNamespace'

/** How a family's wallets sign a text message over WalletConnect: the request for one message. */
export type WalletConnectSignRequest = (message: string, address: string) => { method: string; params: unknown }

export interface CreateWalletConnectSessionAdapterParameters<N extends ChainNamespace = ChainNamespace> {
  namespace: N
  isAddress(address: string): boolean
  /** The family's namespace of a WalletConnect proposal; connect asks for it on the target network. */
  walletConnectNamespace(networks: readonly CaipNetwork[]): WalletConnectNamespaceConfig
  /** The family's preferred account type (spec §6), when it has its own. */
  defaultAccountType?: AccountType
  /** Type given to session accounts: `defaultAccountType`, else eoa. */
  accountType?: AccountType
  /** Without it the adapter has no signMessage (the family has no one text-signing form). */
  signMessage?: WalletConnectSignRequest
  /** The error for a connector that is not WalletConnect; a generic sentence naming the connector otherwise. */
  walletConnectOnlyMessage?(connector: Pick<Connector, 'name' | 'type'>): string
  /** Marks the WalletConnect plugin's stand-in for a namespace no chain plugin serves (ChainAdapter). */
  walletConnectOnly?: boolean
}

type ConnectResult = Connection & { address: string; caipNetwork: CaipNetwork }

/**
 * A chain adapter for a family whose wallets connect through a WalletConnect session only
 * (bip122, cosmos, polkadot, ...): accounts come from the session, switching sets the session's
 * default chain, requests go to the session's wallet. The family brings its address rule,
 * proposal namespace and signing request.
 */
export function createWalletConnectSessionAdapter<N extends ChainNamespace>(
  parameters: CreateWalletConnectSessionAdapterParameters<N>,
): ChainAdapter & { namespace: N } {
  const { namespace, signMessage: signRequest } = parameters
  const accountType = parameters.accountType ?? parameters.defaultAccountType ?? 'eoa'
  const notWalletConnect =
    parameters.walletConnectOnlyMessage ??
    ((connector) => `${connector.name} cannot connect ${namespace}: it connects through WalletConnect only (got a ${connector.type} connector)`)
  let network: CaipNetwork | undefined
  let session: { connector: Connector; provider: WalletConnectProviderLike } | undefined

  const providerOf = (connector: Connector): WalletConnectProviderLike => {
    if (connector.type !== 'WALLET_CONNECT') throw new ChainError(notWalletConnect(connector))
    if (!connector.provider) throw new ChainError('WalletConnect provider not found')
    return connector.provider as WalletConnectProviderLike
  }

  // `silent` is reconnect: read the stored session only, never ask the wallet again.
  async function open(connector: Connector, target: CaipNetwork, silent: boolean): Promise<ConnectResult | undefined> {
    const provider = providerOf(connector)
    network = target
    let addresses = readSessionAccounts(provider, namespace, target.caipNetworkId)
    if (addresses.length === 0 && !silent && provider.connect) {
      await provider.connect({ optionalNamespaces: { [namespace]: parameters.walletConnectNamespace([target]) } })
      addresses = readSessionAccounts(provider, namespace, target.caipNetworkId)
    }
    if (addresses.length === 0) {
      if (silent) return undefined
      throw new ChainError(`The WalletConnect session has no ${namespace} account`)
    }
    session = { connector, provider }
    return {
      connectorId: connector.id,
      accounts: addresses.map((address) => ({ address, type: accountType })),
      address: addresses[0]!,
      caipNetwork: target,
    }
  }

  const adapter: ChainAdapter & { namespace: N } = {
    namespace,
    ...(parameters.walletConnectOnly ? { walletConnectOnly: true } : {}),
    ...(parameters.defaultAccountType ? { defaultAccountType: parameters.defaultAccountType } : {}),
    isAddress: (address) => parameters.isAddress(address),
    async connect({ connector, network: target }) {
      return (await open(connector, target, false))!
    },
    reconnect: ({ connector, network: target }) => open(connector, target, true),
    async disconnect({ connector } = {}) {
      const current = connector ?? session?.connector
      session = undefined
      if (!current) return
      const provider = providerOf(current)
      // The session may already be gone (deleted by the wallet, or ended for another namespace).
      if (provider.session && provider.disconnect) await provider.disconnect()
    },
    async switchNetwork({ network: target }) {
      network = target
      session?.provider.setDefaultChain?.(target.caipNetworkId)
    },
    getProvider: (): RequestProvider | undefined => session?.provider,
    walletConnectNamespace: (networks) => parameters.walletConnectNamespace(networks),
  }
  if (signRequest) {
    adapter.signMessage = async ({ message, address, provider }) => {
      // The universal provider takes the chain as a second argument; RequestProvider's type has only one.
      const request = provider.request.bind(provider) as (args: { method: string; params: unknown }, chain?: string) => Promise<unknown>
      const answer = await request(signRequest(message, address), network?.caipNetworkId)
      return typeof answer === 'string' ? answer : String((answer as { signature?: unknown }).signature)
    }
  }
  return adapter
}
