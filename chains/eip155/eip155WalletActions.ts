import {
  ChainError,
  ErrorMessages,
  type CaipNetwork,
  type ChainAdapterEvent,
  type Connector,
  type RequestProvider,
} from '../../kernel/plugin'
import { isAddress as isViemAddress } from 'viem'
import { parseChainId } from './chainIds'
import { connectEvmWallet, type EvmConnection } from './connectEvmWallet'
import { createConnectorDiscovery, type ConnectorDiscovery } from './createConnectorDiscovery'
import { signPersonalMessage } from './signPersonalMessage'
import { switchEvmChain } from './switchEvmChain'
import type { Eip1193Provider, Eip155Adapter, Eip155AdapterOptions } from './types'
import { withCallsStatusFallback } from './withCallsStatusFallback'
import { eip155ErrorMessages } from './eip155ErrorMessages'

// The eip155 adapter's wallet side: finding the page's wallets and what runs once a visitor
// connects (or startup restores a session). eip155Adapter() builds only the state below and the
// sync members in the host's first chunk; startup loads this module while the remote config is
// fetched, before it registers the adapter.

/** The write side loads on first use (writeActions.ts). */
const writes = () => import('./writeActions')

export interface Eip155Session {
  connector: Connector
  wallet: Eip1193Provider
  /** What getProvider hands out: the wallet, or the wallet with the bundler fallback in front. */
  provider: Eip1193Provider
  chainId: number
  unbind(): void
}

/** The state the adapter's two halves share (the first-chunk half owns it). */
export interface Eip155AdapterState {
  /** The host's options, filled by the kit's config at registration. */
  options: Eip155AdapterOptions
  session: Eip155Session | undefined
  remember(network: CaipNetwork | undefined): void
  known: Map<string, CaipNetwork>
  emit(event: ChainAdapterEvent): void
  endSession(): void
  /** Wallet discovery, started by the first question about connectors once this side loaded. */
  discovery: ConnectorDiscovery | undefined
}

/** The adapter members that wait for a wallet, and discovery's; each takes the same arguments as on the adapter. */
export type Eip155WalletActions = Required<
  Pick<
    Eip155Adapter,
    | 'connect'
    | 'reconnect'
    | 'disconnect'
    | 'switchNetwork'
    | 'getBalance'
    | 'signMessage'
    | 'sendTransaction'
    | 'sendCalls'
    | 'writeContract'
    | 'signTypedData'
    | 'estimateFee'
    | 'waitForTransaction'
    | 'readReceived'
    | 'isTokenAddress'
    | 'getCapabilities'
    | 'getCallsStatus'
    | 'getConnectors'
    | 'watchConnectors'
    | 'autoConnectConnector'
  >
>

/** A chain the host did not configure; the kit marks it unsupported when the wallet reports it (NET-06). */
const unknownNetwork = (chainId: number): CaipNetwork => ({
  id: chainId,
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: 'eip155',
  name: 'Unknown Network',
  nativeCurrency: { name: '', symbol: '', decimals: 0 },
  rpcUrls: { default: { http: [] } },
})

export function eip155WalletActions(state: Eip155AdapterState): Eip155WalletActions {
  const { remember, emit, endSession } = state
  const networkFor = (chainId: number) => state.known.get(`eip155:${chainId}`) ?? unknownNetwork(chainId)
  /** Counts connect calls, so only the newest one may start a session. */
  let connects = 0

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
    const current: Eip155Session = {
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
    if (state.options.bundlerName || state.options.bundlerUrl) {
      current.provider = withCallsStatusFallback(wallet, () => ({ ...bundlerSettings(), caipNetworkId: `eip155:${current.chainId}` }))
    }
    state.session = current
  }

  const bundlerSettings = () => ({
    projectId: state.options.projectId,
    blockchainApi: state.options.blockchainApi,
    bundlerName: state.options.bundlerName,
    bundlerUrl: state.options.bundlerUrl,
  })

  function walletOf(connector: Connector): Eip1193Provider {
    const provider = connector.provider
    if (!provider) throw ChainError.worded(eip155ErrorMessages, 'notAvailable', { name: connector.name })
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
    const wallet = provider ?? state.session?.wallet
    if (!wallet) throw new ChainError(ErrorMessages.addressOrAuthConnectorNotFound)
    return wallet
  }
  function eip155Network(network: CaipNetwork | undefined): CaipNetwork {
    if (!network) throw new ChainError(ErrorMessages.caipNetworkUndefined)
    if (network.chainNamespace !== 'eip155') throw new ChainError(ErrorMessages.networkNotFound)
    return network
  }

  // Created on the first question, after the kit's configure filled the options.
  const discover = () => (state.discovery ??= createConnectorDiscovery(state.options))

  return {
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
      // A connector other than the session's is a second wallet (multi-wallet): only its grant ends.
      const other = connector?.provider && state.session && connector.id !== state.session.connector.id
      const wallet = other ? connector.provider : (state.session?.wallet ?? connector?.provider)
      if (!other) endSession()
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
      const wallet = state.session?.wallet ?? connector?.provider
      if (!wallet) throw new ChainError(ErrorMessages.addressOrAuthConnectorNotFound)
      await switchEvmChain(wallet, network)
      if (state.session?.wallet === wallet) state.session.chainId = Number(network.id)
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
      return estimateEvmFee({ ...args, network: eip155Network(args.network), provider: provider ?? state.session?.wallet })
    },
    async waitForTransaction({ provider, ...args }) {
      const { waitForEvmTransaction } = await writes()
      return waitForEvmTransaction({ ...args, network: eip155Network(args.network), provider: provider ?? state.session?.wallet })
    },
    // EIP-55: an all-lower- or all-upper-case address has no checksum; a mixed-case one must match it.
    isTokenAddress: (address) => isViemAddress(address, { strict: true }),
    async readReceived(args) {
      const { readEvmReceived } = await writes()
      return readEvmReceived({ ...args, network: eip155Network(args.network) })
    },
    async getCapabilities({ provider, ...args }) {
      const { getWalletCapabilities } = await writes()
      return getWalletCapabilities({ ...args, provider: walletFor(provider) })
    },
    async getCallsStatus({ id, network }) {
      if (!network) throw new ChainError(ErrorMessages.caipNetworkUndefined)
      const { getCallsStatus } = await import('./getCallsStatus')
      return getCallsStatus({ ...bundlerSettings(), id, caipNetworkId: network.caipNetworkId, wallet: state.session?.wallet })
    },
  }
}
