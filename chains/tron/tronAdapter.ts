import {
  ChainError,
  readSessionAccounts,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterEvent,
  type Connector,
  type RequestProvider,
  type TokenBalance,
  type WalletConnectProviderLike,
} from '../../kernel/plugin'
import { createTronLinkProvider, isTronLinkLike, tronLinkAccount, type TronLinkLike } from './createTronLinkProvider'
import { isTronAddress } from './isTronAddress'
import { signTronMessage } from './signTronMessage'
import { tokensOf, type TronToken } from './tronTokens'
import { tronWalletConnectNamespace } from './tronWalletConnectNamespace'
import { tronErrorMessages, tronMessages } from './tronErrorMessages'

export interface TronAdapterOptions {
  /** Where TronLink lives; `window.tronLink` by default. */
  getTronLink?: () => unknown
  /** The injected connector's name and icon in the Connect view; TronLink's by default. */
  walletName?: string
  walletIcon?: string
  /**
   * Full-node URL per CAIP-2 id, over the network's own `rpcUrls` (a TronGrid key'd proxy, the
   * sandbox's stand-in). Balances, transfers and receipts are read there, never from a fixed host.
   */
  nodeUrls?: Readonly<Record<string, string>>
  /** TRC-20 tokens whose balances the Tokens tab lists, per CAIP-2 id; USDT on mainnet by default. */
  tokens?: Readonly<Record<string, readonly TronToken[]>>
}

type ProvidedMembers = 'getConnectors' | 'watchConnectors' | 'reconnect' | 'getBalance' | 'getTokenBalances' | 'getActivity' | 'signMessage' | 'sendTransfer' | 'writeContract' | 'waitForTransaction' | 'getProvider' | 'watchWallet' | 'walletConnectNamespace'

/**
 * The ChainAdapter members TRON has. Not here: signTypedData (TIP-712 wallets are rare; AppKit's
 * adapter has none either), sendCalls and getCapabilities (EVM's).
 */
export type TronAdapter = Omit<ChainAdapter, ProvidedMembers | 'namespace'> & Required<Pick<ChainAdapter, ProvidedMembers>> & { namespace: 'tron' }

export const TRONLINK_CONNECTOR_ID = 'tronLink'

const TRONLINK_ICON =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="%23135dcd"/>' +
  '<path d="M9 11l20 4-11 16zM13 14l5 12 2-9zm9 3l-2 10 7-11z" fill="white"/></svg>'

/** TRX's icon where the coin is listed (Tokens tab, send): drawn here, so no image host is asked. */
const TRX_ICON =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="%23eb0029"/>' +
  '<path d="M10 11l21 5-12 15zM13 13.5l5.5 13 1.5-9.5zm8.5 4l-1.5 9.5 7.5-11.5z" fill="white"/></svg>'

type Connected = Awaited<ReturnType<ChainAdapter['connect']>>

/** The TRON chain plugin: TronLink-style injected wallets and WalletConnect's `tron` namespace, tronweb loaded on first read or send. */
export function tronAdapter(options: TronAdapterOptions = {}): TronAdapter {
  const getTronLink = options.getTronLink ?? (() => (globalThis as { tronLink?: unknown }).tronLink)
  const listeners = new Set<(event: ChainAdapterEvent) => void>()
  let discovered: { wallet: TronLinkLike; connector: Connector } | undefined
  let session: { connector: Connector; provider: RequestProvider } | undefined
  let network: CaipNetwork | undefined

  // The host's node URL for a network wins over the network's own.
  const onNode = (target: CaipNetwork): CaipNetwork => {
    const url = options.nodeUrls?.[target.caipNetworkId]
    return url ? { ...target, rpcUrls: { ...target.rpcUrls, default: { http: [url] } } } : target
  }

  function discover(): Connector[] {
    const wallet = getTronLink()
    if (!isTronLinkLike(wallet)) return []
    // One connector object per wallet object, so the store sees the same one on every call.
    if (discovered?.wallet !== wallet) {
      const name = options.walletName ?? 'TronLink'
      discovered = {
        wallet,
        connector: { id: TRONLINK_CONNECTOR_ID, name, type: 'INJECTED', chain: 'tron', imageUrl: options.walletIcon ?? TRONLINK_ICON, info: { name }, provider: createTronLinkProvider(wallet) },
      }
    }
    return [discovered.connector]
  }

  const result = (connector: Connector, address: string, target: CaipNetwork): Connected => ({
    connectorId: connector.id,
    accounts: [{ address, type: 'eoa' }],
    address,
    caipNetwork: target,
  })

  async function open(connector: Connector, target: CaipNetwork, silent: boolean): Promise<Connected | undefined> {
    network = target
    if (connector.type === 'WALLET_CONNECT') {
      const provider = connector.provider as WalletConnectProviderLike | undefined
      if (!provider) throw new ChainError('WalletConnect provider not found')
      let addresses = readSessionAccounts(provider, 'tron', target.caipNetworkId)
      if (addresses.length === 0 && !silent && provider.connect) {
        await provider.connect({ optionalNamespaces: { tron: tronWalletConnectNamespace([target]) } })
        addresses = readSessionAccounts(provider, 'tron', target.caipNetworkId)
      }
      const address = addresses.find(isTronAddress)
      if (!address) {
        if (silent) return undefined
        throw ChainError.worded(tronErrorMessages, 'sessionNoAccount')
      }
      session = { connector, provider }
      return result(connector, address, target)
    }
    const wallet = getTronLink()
    if (!isTronLinkLike(wallet)) throw ChainError.worded(tronErrorMessages, 'notInstalled', { name: connector.name })
    // TronLink remembers an allowed site: a reload reads the account without a prompt.
    const address = silent ? tronLinkAccount(wallet) : ((await connector.provider!.request({ method: 'tron_requestAccounts' })) as string[])[0]
    if (!address) return undefined
    if (!isTronAddress(address)) throw ChainError.worded(tronErrorMessages, 'notTronAddress', { name: connector.name })
    session = { connector, provider: connector.provider! }
    return result(connector, address, target)
  }

  return {
    namespace: 'tron',
    // The words of the errors this family throws for visitors, in the kit's locale.
    messages: tronMessages,
    defaultAccountType: 'eoa',
    isAddress: isTronAddress,
    getConnectors: discover,
    // TronLink injects after the page's scripts and says so with an event; look again then.
    watchConnectors(onChange) {
      if (typeof window === 'undefined') return () => {}
      const again = () => onChange(discover())
      window.addEventListener('tronLink#initialized', again)
      if (document.readyState !== 'complete') window.addEventListener('load', again, { once: true })
      return () => {
        window.removeEventListener('tronLink#initialized', again)
        window.removeEventListener('load', again)
      }
    },
    async connect({ connector, network: target }) {
      const connected = await open(connector, target, false)
      if (!connected) throw ChainError.worded(tronErrorMessages, 'noAccount', { name: connector.name })
      return connected
    },
    reconnect: ({ connector, network: target }) => open(connector, target, true).catch(() => undefined),
    async disconnect({ connector } = {}) {
      const current = session
      if (!connector || current?.connector.id === connector.id) session = undefined
      // TronLink has no disconnect call; a WalletConnect session is ended.
      const wc = (connector ?? current?.connector)?.type === 'WALLET_CONNECT' ? ((connector ?? current?.connector)?.provider as WalletConnectProviderLike | undefined) : undefined
      if (wc?.session && wc.disconnect) await wc.disconnect()
    },
    // Each read and each transaction names its node, so switching is the kit's choice of network.
    async switchNetwork({ network: target }) {
      network = target
      if (session?.connector.type === 'WALLET_CONNECT') (session.provider as WalletConnectProviderLike).setDefaultChain?.(target.caipNetworkId)
    },
    async getBalance({ address, network: target }) {
      const { getTronBalance } = await import('./getTronBalance')
      return getTronBalance({ address, network: onNode(target) })
    },
    // TRX first, as the blockchain API lists the native coin (no address), then the TRC-20s.
    async getTokenBalances({ address, network: target }): Promise<TokenBalance[]> {
      const [{ getTronBalance }, { getTrc20Balances }] = await Promise.all([import('./getTronBalance'), import('./getTrc20Balances')])
      const node = onNode(target)
      const [coin, tokens] = await Promise.all([getTronBalance({ address, network: node }), getTrc20Balances({ address, network: node, tokens: tokensOf(target, options.tokens) })])
      const { name, symbol, decimals } = target.nativeCurrency
      return [{ name, symbol, chainId: target.caipNetworkId, price: 0, quantity: { decimals: String(decimals), numeric: coin.balance }, iconUrl: TRX_ICON }, ...tokens]
    },
    // The Activity tab's history: TRX and the listed TRC-20s, from TronGrid's listings on the network's node.
    async getActivity({ address, network: target, cursor }) {
      const { getTronActivity } = await import('./getTronActivity')
      return getTronActivity({ address, network: onNode(target), cursor, tokens: tokensOf(target, options.tokens), coinIcon: TRX_ICON })
    },
    signMessage: ({ message, address, provider }) => signTronMessage({ message, address, provider, chain: network?.caipNetworkId }),
    // `value` in sun.
    async sendTransfer({ from, to, value, network: target, provider }) {
      const wallet = provider ?? session?.provider
      if (!wallet) throw ChainError.worded(tronErrorMessages, 'walletNotConnected')
      const { sendTronTransfer } = await import('./sendTronTransfer')
      return sendTronTransfer({ from, to, sun: value, network: onNode(target), wallet })
    },
    // A TriggerSmartContract call: how the send plugin moves a TRC-20 token (`transfer(to, amount)`).
    async writeContract({ from, address, abi, functionName, args, network: target, provider }) {
      const wallet = provider ?? session?.provider
      if (!wallet) throw ChainError.worded(tronErrorMessages, 'walletNotConnected')
      const { writeTronContract } = await import('./writeTronContract')
      return writeTronContract({ from, address, abi, functionName, args, network: onNode(target), wallet })
    },
    async waitForTransaction(args) {
      const { waitForTronTransaction } = await import('./waitForTronTransaction')
      return waitForTronTransaction({ ...args, network: onNode(args.network) })
    },
    getProvider: () => session?.provider,
    // TronLink posts its account changes to the page as window messages.
    watchWallet(listener) {
      listeners.add(listener)
      if (typeof window === 'undefined') return () => void listeners.delete(listener)
      const onMessage = (event: MessageEvent) => {
        if (event.source !== window || !session || session.connector.type === 'WALLET_CONNECT') return
        const message = (event.data as { message?: { action?: unknown; data?: { address?: unknown } } } | null)?.message
        if (message?.action === 'accountsChanged') {
          const address = message.data?.address
          listener(typeof address === 'string' && isTronAddress(address) ? { type: 'accountsChanged', accounts: [address] } : { type: 'disconnect' })
        } else if (message?.action === 'disconnect') listener({ type: 'disconnect' })
      }
      window.addEventListener('message', onMessage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('message', onMessage)
      }
    },
    walletConnectNamespace: (networks) => tronWalletConnectNamespace(networks),
  }
}
