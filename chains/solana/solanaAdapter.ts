import type { ConnectionConfig } from '@solana/web3.js'
import type { Wallets } from '@wallet-standard/app'
import {
  ChainError,
  isAddress,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterEvent,
  type Connection,
  type Connector,
  type RequestProvider, readSessionAccounts, type WalletConnectProviderLike } from '../../kernel/plugin'
import { buildSolanaSignMessageParams } from './buildSolanaSignMessageParams'
import type { WalletStandardProvider } from './createWalletStandardProvider'
import { discoverSolanaWallets } from './discoverSolanaWallets'
import type { Commitment } from './getSolanaBalance'
import { requestSolana } from './requestSolana'
import { solanaWalletConnectNamespace } from './solanaWalletConnectNamespace'
import { toWalletStandardChain } from './toWalletStandardChain'
import { createWalletConnectSolanaProvider } from './walletConnectSolanaProvider'
import { solanaErrorMessages, solanaMessages } from './solanaErrorMessages'

export interface SolanaAdapterOptions {
  /** A Wallet Standard registry; defaults to `getWallets()` from @wallet-standard/app. */
  wallets?: Wallets
  /** Commitment for balance reads and transfer confirmations; default 'confirmed'. */
  commitment?: Commitment
  /**
   * The whole web3.js Connection config (headers, websocket URL, fetch) for the connection
   * `getConnection` hands the host (useAppKitConnection); its commitment wins over `commitment`.
   */
  connectionConfig?: ConnectionConfig
}

type ProvidedMembers =
  | 'getConnectors'
  | 'watchConnectors'
  | 'reconnect'
  | 'getBalance'
  | 'signMessage'
  | 'getProvider'
  | 'hostProvider'
  | 'watchWallet'
  | 'walletConnectNamespace'
  | 'sendTransfer'
  | 'sendTransaction'
  | 'estimateFee'
  | 'readReceived'
  | 'getConnection'

/**
 * The ChainAdapter contract with the members Solana has (balance, signing, transfers,
 * transactions, fees, discovery). Not here, as Solana has no such thing: sendCalls (ERC-5792;
 * one Solana transaction already carries many instructions), writeContract (programs take
 * instructions, not ABI calls: build them and use sendTransaction), signTypedData (EIP-712) and
 * getCapabilities (EIP-5792).
 */
export type SolanaAdapter = Omit<ChainAdapter, ProvidedMembers | 'namespace'> &
  Required<Pick<ChainAdapter, ProvidedMembers>> &
  SolanaAdapterExtras

interface SolanaAdapterExtras {
  namespace: 'solana'
}

type ConnectResult = Connection & { address: string; caipNetwork: CaipNetwork }

interface Session {
  connector: Connector
  provider: RequestProvider
  unwatch: () => void
}

const isWalletStandardProvider = (provider: unknown): provider is WalletStandardProvider =>
  typeof provider === 'object' && provider !== null && 'wallet' in provider && 'watchAccounts' in provider

/** The Solana chain plugin: Wallet Standard wallets on the page, WalletConnect sessions, RPC balance. */
export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  let network: CaipNetwork | undefined
  let session: Session | undefined
  const listeners = new Set<(event: ChainAdapterEvent) => void>()
  const emit = (event: ChainAdapterEvent) => [...listeners].forEach((listener) => listener(event))
  const discovery = discoverSolanaWallets({
    wallets: options.wallets,
    // Wallets sign for the cluster the kit is on; they follow the chain named in each request.
    getChain: () => (network ? toWalletStandardChain(network) : 'solana:mainnet'),
  })

  // One host-facing wrapper per WalletConnect provider, so the host sees a stable object.
  const hostProviders = new WeakMap<RequestProvider, RequestProvider>()

  const endSession = () => {
    session?.unwatch()
    session = undefined
  }

  const result = (connector: Connector, addresses: string[], caipNetwork: CaipNetwork): ConnectResult => ({
    connectorId: connector.id,
    accounts: addresses.map((address) => ({ address, type: 'eoa' as const })),
    address: addresses[0]!,
    caipNetwork,
  })

  /** Counts open calls, so only the newest one may start a session. */
  let opens = 0

  async function open(connector: Connector, target: CaipNetwork, silent: boolean): Promise<ConnectResult | undefined> {
    endSession()
    network = target
    // Only the newest open may start a session: a wallet answering after a newer connect began
    // must not take the events over (the kernel ignores its answer too, issue 12 case 1).
    const attempt = ++opens
    const stale = () => attempt !== opens
    if (connector.type === 'WALLET_CONNECT') {
      const provider = connector.provider as WalletConnectProviderLike | undefined
      if (!provider) throw new ChainError('WalletConnect provider not found')
      let addresses = readSessionAccounts(provider, 'solana', target.caipNetworkId)
      // A session without solana (or none yet): propose one, unless only restoring.
      if (addresses.length === 0 && !silent && provider.connect) {
        await provider.connect({ optionalNamespaces: { solana: solanaWalletConnectNamespace([target]) } })
        addresses = readSessionAccounts(provider, 'solana', target.caipNetworkId)
      }
      if (addresses.length === 0) {
        if (silent) return undefined
        throw ChainError.worded(solanaErrorMessages, 'sessionNoAccount')
      }
      if (!stale()) session = { connector, provider, unwatch: () => {} }
      return result(connector, addresses, target)
    }

    const provider = connector.provider
    if (!isWalletStandardProvider(provider)) {
      throw new ChainError(`Connector ${connector.id} is not a Wallet Standard wallet`)
    }
    const account = await provider.connect({ silent })
    if (!account) {
      if (silent) return undefined
      throw ChainError.worded(solanaErrorMessages, 'noAccount', { name: provider.name })
    }
    if (stale()) return result(connector, [account.address], target)
    const unwatch = provider.watchAccounts((addresses) => emit({ type: 'accountsChanged', accounts: addresses }))
    session = { connector, provider, unwatch }
    return result(connector, [account.address], target)
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    // The words of the errors this family throws for visitors, in the kit's locale.
    messages: solanaMessages,
    defaultAccountType: 'eoa',
    // The kernel's rule (ADDR-02): base58, 32 to 44 characters.
    isAddress: (address) => isAddress(address, 'solana'),
    getConnectors: () => discovery.connectors(),
    watchConnectors: (onChange) => discovery.watch(onChange),

    async connect({ connector, network: target }) {
      return (await open(connector, target, false))!
    },
    async reconnect({ connector, network: target }) {
      return open(connector, target, true)
    },
    async disconnect({ connector } = {}) {
      const current = session
      // Stop listening first: the wallet's own "no accounts" change must not re-enter disconnect.
      // Another wallet's session stays (the kernel gives back a stale attempt's grant this way).
      if (!connector || !current || current.connector.id === connector.id) endSession()
      const provider = (connector ?? current?.connector)?.provider ?? current?.provider
      if (isWalletStandardProvider(provider)) await provider.disconnect()
      else if (connector?.type === 'WALLET_CONNECT' || current?.connector.type === 'WALLET_CONNECT') {
        const wc = provider as WalletConnectProviderLike | undefined
        if (wc?.session && wc.disconnect) await wc.disconnect()
      }
    },
    async switchNetwork({ network: target }) {
      // Solana wallets have no "current chain" to move: each request names its cluster.
      network = target
      const provider = session?.provider as WalletConnectProviderLike | undefined
      if (session?.connector.type === 'WALLET_CONNECT') provider?.setDefaultChain?.(target.caipNetworkId)
    },

    async getBalance({ address, network: target }) {
      const { getSolanaBalance } = await import('./getSolanaBalance')
      return getSolanaBalance({ address, network: target, commitment: options.commitment })
    },
    async signMessage({ message, address, provider }) {
      const answer = await requestSolana<{ signature: string } | string>(
        provider,
        'solana_signMessage',
        buildSolanaSignMessageParams(message, address),
        network?.caipNetworkId,
      )
      return typeof answer === 'string' ? answer : answer.signature
    },
    // `value` in lamports; a SystemProgram transfer signed by the wallet (SEND-09).
    async sendTransfer({ from, to, value, network: target, provider }) {
      const wallet = provider ?? session?.provider
      if (!wallet) throw ChainError.worded(solanaErrorMessages, 'walletNotConnected')
      const { sendSolanaTransfer } = await import('./sendSolanaTransfer')
      return sendSolanaTransfer({ from, to, lamports: value, network: target, wallet, commitment: options.commitment })
    },
    // A transaction the caller built and serialized (base64); `to`, `value` and `data` are eip155's.
    async sendTransaction({ from, transaction, network: target, provider }) {
      if (!transaction) throw new ChainError('A serialized transaction is required to send on Solana')
      const wallet = provider ?? session?.provider
      if (!wallet) throw ChainError.worded(solanaErrorMessages, 'walletNotConnected')
      const { sendSolanaTransaction } = await import('./sendSolanaTransaction')
      return sendSolanaTransaction({ from, transaction, network: target, wallet, commitment: options.commitment })
    },
    async estimateFee(args) {
      const { estimateSolanaFee } = await import('./estimateSolanaFee')
      return estimateSolanaFee({ ...args, commitment: options.commitment })
    },
    async readReceived(args) {
      const { readSolanaReceived } = await import('./readSolanaReceived')
      return readSolanaReceived(args)
    },
    async getConnection(target) {
      const { getSolanaConnection } = await import('./getSolanaConnection')
      return getSolanaConnection(target, options.connectionConfig ?? options.commitment)
    },
    getProvider: () => session?.provider,
    // A WalletConnect session speaks `solana_*` requests only; hosts get AppKit's Solana provider over it.
    hostProvider(provider, connector) {
      if (connector.type !== 'WALLET_CONNECT') return provider
      let shaped = hostProviders.get(provider)
      if (!shaped) {
        shaped = createWalletConnectSolanaProvider(provider, { chain: () => network?.caipNetworkId })
        hostProviders.set(provider, shaped)
      }
      return shaped
    },
    watchWallet(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    walletConnectNamespace: (networks) => solanaWalletConnectNamespace(networks),
  }
  return adapter
}
