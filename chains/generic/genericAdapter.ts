import {
  ChainError,
  type AccountType,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type Connection,
  type Connector,
  type RequestProvider, readSessionAccounts, type WalletConnectProviderLike } from '../../kernel'
import { DEFAULT_EVENTS, familyDefaultsOf, isPermissiveAddress, type SignMessageRequest } from './familyDefaults'

export interface GenericAdapterOptions {
  namespace: ChainNamespace
  /** WalletConnect methods to ask for; the family's defaults when absent. */
  methods?: readonly string[]
  /** WalletConnect events to ask for; accountsChanged and chainChanged when absent. */
  events?: readonly string[]
  /** Address rule; a permissive non-empty rule when absent. */
  isAddress?: (address: string) => boolean
  /** How to sign a message; the family's known form (polkadot, multiversx, ...) when absent. */
  signMessage?: SignMessageRequest
  /** Account type of session accounts; the family's (polkadot eoa) or eoa. */
  accountType?: AccountType
}

type ConnectResult = Connection & { address: string; caipNetwork: CaipNetwork }

/**
 * A chain plugin for any family whose wallets connect through WalletConnect's universal
 * provider (cosmos, polkadot, near, tezos, algorand, cip34, elrond, multiversx, ...; PROV-02):
 * accounts come from the session, requests go to the session's wallet.
 */
export function genericAdapter(options: GenericAdapterOptions): ChainAdapter {
  const { namespace } = options
  const defaults = familyDefaultsOf(namespace)
  const methods = [...(options.methods ?? defaults.methods)]
  const events = [...(options.events ?? defaults.events ?? DEFAULT_EVENTS)]
  const signRequest = options.signMessage ?? defaults.signMessage
  const accountType = options.accountType ?? defaults.accountType ?? 'eoa'
  let network: CaipNetwork | undefined
  let session: { connector: Connector; provider: WalletConnectProviderLike } | undefined

  const providerOf = (connector: Connector): WalletConnectProviderLike => {
    if (connector.type !== 'WALLET_CONNECT') {
      throw new ChainError(`${connector.name} cannot connect ${namespace}: it connects through WalletConnect only (got a ${connector.type} connector)`)
    }
    if (!connector.provider) throw new ChainError('WalletConnect provider not found')
    return connector.provider as WalletConnectProviderLike
  }

  const namespaceConfig = (networks: readonly CaipNetwork[]) => {
    const own = networks.filter((n) => n.chainNamespace === namespace)
    const rpcMap: Record<string, string> = {}
    for (const n of own) {
      const url = n.rpcUrls.default.http[0]
      if (url) rpcMap[n.caipNetworkId] = url
    }
    return { chains: own.map((n) => n.caipNetworkId as string), methods: [...methods], events: [...events], rpcMap }
  }

  async function open(connector: Connector, target: CaipNetwork, silent: boolean): Promise<ConnectResult | undefined> {
    const provider = providerOf(connector)
    network = target
    let addresses = readSessionAccounts(provider, namespace, target.caipNetworkId)
    if (addresses.length === 0 && !silent && provider.connect) {
      await provider.connect({ optionalNamespaces: { [namespace]: namespaceConfig([target]) } })
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

  const adapter: ChainAdapter = {
    namespace,
    ...(defaults.accountType ? { defaultAccountType: defaults.accountType } : {}),
    isAddress: (address) => (options.isAddress ?? isPermissiveAddress)(address),
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
    walletConnectNamespace: namespaceConfig,
  }
  if (signRequest) {
    adapter.signMessage = async ({ message, address, provider }) => {
      const request = provider.request.bind(provider) as (args: { method: string; params: unknown }, chain?: string) => Promise<unknown>
      const answer = await request(signRequest(message, address), network?.caipNetworkId)
      return typeof answer === 'string' ? answer : String((answer as { signature?: unknown }).signature)
    }
  }
  return adapter
}
