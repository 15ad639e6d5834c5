import {
  AirlockError,
  ChainError,
  ErrorMessages,
  isAddress,
  type CaipNetwork,
  type ChainAdapterEvent,
  type Connector,
  type RequestProvider,
} from '../../kernel/plugin'
import { parseChainId } from './chainIds'
import { connectEvmWallet, type EvmConnection } from './connectEvmWallet'
import { createConnectorDiscovery } from './createConnectorDiscovery'
import { eip155WalletConnectNamespace } from './eip155WalletConnectNamespace'
import { signPersonalMessage } from './signPersonalMessage'
import { switchEvmChain } from './switchEvmChain'
import type { Eip1193Provider, Eip155Adapter, Eip155AdapterOptions } from './types'

/** The write side loads on first use (writeActions.ts). */
const writes = () => import('./writeActions')
import { withCallsStatusFallback } from './withCallsStatusFallback'

interface Session {
  connector: Connector
  wallet: Eip1193Provider
  /** What getProvider hands out: the wallet, or the wallet with the bundler fallback in front. */
  provider: Eip1193Provider
  chainId: number
  unbind(): void
}

/** A chain the host did not configure; the kit marks it unsupported when the wallet reports it (NET-06). */
const unknownNetwork = (chainId: number): CaipNetwork => ({
  id: chainId,
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: 'eip155',
  name: 'Unknown Network',
  nativeCurrency: { name: '', symbol: '', decimals: 0 },
  rpcUrls: { default: { http: [] } },
})

/**
 * The EVM chain plugin: `createAppKit({ adapters: [eip155Adapter()] })`. Discovery, connect,
 * events and switching need no viem; balance reads import it when first asked.
 */
export function eip155Adapter(given: Eip155AdapterOptions = {}): Eip155Adapter {
  // The kit's config fills what the host did not pass (configure runs at registration).
  let options: Eip155AdapterOptions = given
  let discovery: ReturnType<typeof createConnectorDiscovery> | undefined
  const discover = () => (discovery ??= createConnectorDiscovery(options))
  const known = new Map<string, CaipNetwork>()
  const remember = (network: CaipNetwork | undefined) => {
    if (network?.chainNamespace === 'eip155') known.set(network.caipNetworkId, network)
  }
  given.networks?.forEach(remember)
  const networkFor = (chainId: number) => known.get(`eip155:${chainId}`) ?? unknownNetwork(chainId)

  const walletListeners = new Set<(event: ChainAdapterEvent) => void>()
  const emit = (event: ChainAdapterEvent) => walletListeners.forEach((listener) => listener(event))
  let session: Session | undefined
  /** Counts connect calls, so only the newest one may start a session. */
  let connects = 0

  const endSession = () => {
    session?.unbind()
    session = undefined
  }

  function startSession(connector: Connector, wallet: Eip1193Provider, chainId: number) {
    endSession()
    const onAccountsChanged = (accounts: unknown) => {
      const list = Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
      // No accounts means the wallet let the site go; its 'disconnect' that may follow is the same news.
      if (list.length === 0) endSession()
      emit({ type: 'accountsChanged', accounts: list })
    }
    const onChainChanged = (chainId: unknown) => {
      if (current) current.chainId = parseChainId(chainId)
      emit({ type: 'chainChanged', chainId: typeof chainId === 'number' ? chainId : String(chainId) })
    }
    const onDisconnect = (error?: { code?: number }) => {
      // 1013: MetaMask lost its node for a moment; the session itself is fine.
      if (error?.code === 1013) return
      endSession()
      emit({ type: 'disconnect' })
    }
    wallet.on?.('accountsChanged', onAccountsChanged)
    wallet.on?.('chainChanged', onChainChanged)
    wallet.on?.('disconnect', onDisconnect)
    const current: Session = {
      connector,
      wallet,
      provider: wallet,
      chainId,
      unbind() {
        wallet.removeListener?.('accountsChanged', onAccountsChanged)
        wallet.removeListener?.('chainChanged', onChainChanged)
        wallet.removeListener?.('disconnect', onDisconnect)
      },
    }
    if (options.bundlerName || options.bundlerUrl) {
      current.provider = withCallsStatusFallback(wallet, () => ({ ...bundlerSettings(), caipNetworkId: `eip155:${current.chainId}` }))
    }
    session = current
  }

  const bundlerSettings = () => ({
    projectId: options.projectId,
    blockchainApi: options.blockchainApi,
    bundlerName: options.bundlerName,
    bundlerUrl: options.bundlerUrl,
  })

  function walletOf(connector: Connector): Eip1193Provider {
    const provider = connector.provider
    if (!provider) throw new AirlockError(`${connector.name} is not available`)
    return provider
  }

  /** Records the session; a wallet left on another chain is reported once the kit has stored the connection. */
  function finish(connector: Connector, wallet: Eip1193Provider, result: EvmConnection) {
    const { walletChainId, ...connection } = result
    startSession(connector, wallet, walletChainId ?? Number(connection.caipNetwork.id))
    if (walletChainId !== undefined) setTimeout(() => emit({ type: 'chainChanged', chainId: walletChainId }), 0)
    return connection
  }

  const stripWalletChain = ({ walletChainId: _, ...connection }: EvmConnection) => connection

  /** The wallet a request goes to: the connector's provider the caller passed, else this session's wallet. */
  function walletFor(provider: RequestProvider | undefined): RequestProvider {
    const wallet = provider ?? session?.wallet
    if (!wallet) throw new ChainError(ErrorMessages.addressOrAuthConnectorNotFound)
    return wallet
  }
  function eip155Network(network: CaipNetwork | undefined): CaipNetwork {
    if (!network) throw new ChainError(ErrorMessages.caipNetworkUndefined)
    if (network.chainNamespace !== 'eip155') throw new ChainError(ErrorMessages.networkNotFound)
    return network
  }

  const adapter: Eip155Adapter = {
    namespace: 'eip155',
    defaultAccountType: 'eoa',
    isAddress: (address) => isAddress(address, 'eip155'),
    configure(context) {
      const explicit = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined))
      options = {
        enableEIP6963: context.enableEIP6963,
        enableInjected: context.enableInjected,
        networks: context.networks,
        projectId: context.projectId,
        blockchainApi: context.endpoints.blockchainApi,
        ...explicit,
      }
      options.networks?.forEach(remember)
    },
    getConnectors: () => discover().list(),
    watchConnectors: (onChange) => discover().watch(onChange),
    autoConnectConnector: () => discover().multisig(),

    async connect({ connector, network }) {
      remember(network)
      const wallet = walletOf(connector)
      const attempt = ++connects
      const result = await connectEvmWallet({ connector, provider: wallet, network, networkFor, prompt: true })
      // A newer connect began while this wallet was asking: its late answer must not take over
      // the session (the kernel ignores it too); the newer attempt owns the events.
      if (attempt !== connects) return stripWalletChain(result!)
      return finish(connector, wallet, result!)
    },
    async reconnect({ connector, network }) {
      remember(network)
      const wallet = walletOf(connector)
      const result = await connectEvmWallet({ connector, provider: wallet, network, networkFor, prompt: false })
      return result && finish(connector, wallet, result)
    },
    async disconnect({ connector }) {
      const wallet = session?.wallet ?? connector?.provider
      endSession()
      if (!wallet) return
      try {
        await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch {
        // Older wallets lack the method; the kit forgets the session either way.
      }
    },
    async switchNetwork({ network, connector }) {
      if (!network) throw new ChainError(ErrorMessages.caipNetworkUndefined)
      if (network.chainNamespace !== 'eip155') throw new ChainError(ErrorMessages.networkNotFound)
      remember(network)
      const wallet = session?.wallet ?? connector?.provider
      if (!wallet) throw new ChainError(ErrorMessages.addressOrAuthConnectorNotFound)
      await switchEvmChain(wallet, network)
      if (session?.wallet === wallet) session.chainId = Number(network.id)
    },
    async getBalance({ address, network }) {
      if (!network) throw new ChainError(ErrorMessages.caipNetworkUndefined)
      if (network.chainNamespace !== 'eip155') throw new ChainError(ErrorMessages.networkNotFound)
      const { getNativeBalance } = await import('./getNativeBalance')
      return getNativeBalance({ address, network })
    },
    async signMessage({ message, address, provider }) {
      return signPersonalMessage({ provider: walletFor(provider), message, address })
    },
    async sendTransfer({ from, to, value, network, provider }) {
      return adapter.sendTransaction({ from, to, value, network, provider })
    },
    async sendTransaction({ transaction: _, provider, ...args }) {
      const { sendEvmTransaction } = await writes()
      return sendEvmTransaction({ ...args, network: eip155Network(args.network), provider: walletFor(provider) })
    },
    async sendCalls({ provider, ...args }) {
      const { sendEvmCalls } = await writes()
      return sendEvmCalls({ ...args, network: eip155Network(args.network), provider: walletFor(provider) })
    },
    async writeContract({ provider, ...args }) {
      const { writeEvmContract } = await writes()
      return writeEvmContract({ ...args, network: eip155Network(args.network), provider: walletFor(provider) })
    },
    async signTypedData({ provider, ...args }) {
      const { signTypedDataV4 } = await writes()
      return signTypedDataV4({ ...args, provider: walletFor(provider) })
    },
    async estimateFee({ transaction: _, provider, ...args }) {
      const { estimateEvmFee } = await writes()
      return estimateEvmFee({ ...args, network: eip155Network(args.network), provider: provider ?? session?.wallet })
    },
    async waitForTransaction({ provider, ...args }) {
      const { waitForEvmTransaction } = await writes()
      return waitForEvmTransaction({ ...args, network: eip155Network(args.network), provider: provider ?? session?.wallet })
    },
    async getCapabilities({ provider, ...args }) {
      const { getWalletCapabilities } = await writes()
      return getWalletCapabilities({ ...args, provider: walletFor(provider) })
    },
    getProvider: () => session?.provider,
    watchWallet(listener) {
      walletListeners.add(listener)
      return () => void walletListeners.delete(listener)
    },
    walletConnectNamespace(networks) {
      networks.forEach(remember)
      return eip155WalletConnectNamespace(networks)
    },
    async getCallsStatus({ id, network }) {
      if (!network) throw new ChainError(ErrorMessages.caipNetworkUndefined)
      const { getCallsStatus } = await import('./getCallsStatus')
      return getCallsStatus({ ...bundlerSettings(), id, caipNetworkId: network.caipNetworkId, wallet: session?.wallet })
    },
    destroy() {
      endSession()
      walletListeners.clear()
      discovery?.stop()
    },
  }
  return adapter
}
