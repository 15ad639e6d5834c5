import {
  ChainError,
  readSessionAccounts,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterEvent,
  type Connector,
  type RequestProvider,
  type WalletConnectProviderLike,
} from '../../kernel/plugin'
import { createTonConnectProvider, type TonSignDataResult } from './createTonConnectProvider'
import { discoverTonWallets, type InjectedTonWallet } from './discoverTonWallets'
import { getTonBalance } from './getTonBalance'
import { loadTonCore } from './loadTonCore'
import { estimateTonTransferFee } from './estimateTonTransferFee'
import { formatTonWalletAddress, isTestOnlyTonAddress, isTonAddress, isTonTestnet } from './tonAddress'
import { tonAddrItemOf, type TonAddrItem, type TonConnectEvent } from './tonConnectBridge'
import { encodeTonSignInSignature } from './tonSignData'
import { tonWalletConnectNamespace } from './tonWalletConnectNamespace'
import { sendTonMessageOverWalletConnect, signTonTextOverWalletConnect, tonSessionKeys, walletConnectSessionOf } from './tonWalletConnectRequests'
import { tonErrorMessages, tonMessages } from './tonErrorMessages'

export interface TonAdapterOptions {
  /**
   * TonConnect's dApp manifest (name, url, icon) the wallet shows on connect;
   * `<page origin>/tonconnect-manifest.json` by default.
   */
  manifestUrl?: string
  /** Where to look for injected wallets; `window` by default (tests pass their own). */
  getWindow?: () => object | undefined
}

export interface TonAdapter extends ChainAdapter {
  namespace: 'ton'
}

type Connected = Awaited<ReturnType<ChainAdapter['connect']>>

const TON_ICON =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="%230098ea"/>' +
  '<path d="M12 13h16l-8 15z" fill="none" stroke="white" stroke-width="2.4" stroke-linejoin="round"/><path d="M20 13v15" stroke="white" stroke-width="2.4"/></svg>'

/**
 * The TON chain plugin: TonConnect wallets injected into the page (any `window[key].tonconnect`),
 * connect = TonConnect `connect` with a `ton_addr` item, reconnect = `restoreConnection`, sends as
 * TonConnect `sendTransaction` (the wallet signs and broadcasts), sign-in as `signData` text,
 * balances from the network's toncenter v2 API. WalletConnect sessions get the `ton` namespace.
 */
export function tonAdapter(options: TonAdapterOptions = {}): TonAdapter {
  const getWindow = options.getWindow ?? (() => (typeof window === 'undefined' ? undefined : window))
  let active: { wallet: InjectedTonWallet; connector: Connector; account: TonAddrItem } | undefined
  const connectors = new Map<string, { wallet: InjectedTonWallet; connector: Connector }>()
  const listeners = new Set<(event: ChainAdapterEvent) => void>()
  let stopListening: (() => void) | undefined
  /** A WalletConnect session's `ton` account: requests go to the session's wallet. */
  let walletConnect: { connector: Connector; provider: WalletConnectProviderLike } | undefined
  /** The kit's TON network: a WalletConnect request names it (a TonConnect one names its own). */
  let kitNetwork: CaipNetwork | undefined

  function discover(): Connector[] {
    return discoverTonWallets(getWindow()).map((wallet) => {
      const known = connectors.get(wallet.key)
      // One connector object per bridge, so the kit's store sees the same one on every call.
      if (known?.wallet.bridge === wallet.bridge) return known.connector
      const name = wallet.bridge.walletInfo?.name ?? wallet.key
      const connector: Connector = {
        id: wallet.key,
        name,
        type: 'INJECTED',
        chain: 'ton',
        imageUrl: wallet.bridge.walletInfo?.image ?? TON_ICON,
        info: { name },
        provider: createTonConnectProvider(wallet.bridge, () => (active?.wallet.key === wallet.key ? active.account : undefined)),
      }
      connectors.set(wallet.key, { wallet, connector })
      return connector
    })
  }

  const entryOf = (connector: Connector) => {
    discover()
    const entry = connectors.get(connector.id)
    if (!entry) throw ChainError.worded(tonErrorMessages, 'notInstalled', { name: connector.name })
    return entry
  }

  function opened(connector: Connector, event: TonConnectEvent, asked: CaipNetwork): Connected {
    if (event.event === 'connect_error') throw event.payload.message
        ? new ChainError(event.payload.message, event.payload.code === 300 ? 4001 : event.payload.code)
        : ChainError.worded(tonErrorMessages, 'connectFailed', undefined, { code: event.payload.code === 300 ? 4001 : event.payload.code })
    const item = tonAddrItemOf(event)
    if (!item || !isTonAddress(item.address)) throw ChainError.worded(tonErrorMessages, 'noAccount', { name: connector.name })
    const entry = entryOf(connector)
    active = { wallet: entry.wallet, connector, account: item }
    kitNetwork = asked
    stopListening?.()
    stopListening = entry.wallet.bridge.listen((e) => {
      if (e.event !== 'disconnect') return
      active = undefined
      listeners.forEach((listener) => listener({ type: 'disconnect' }))
    })
    const address = formatTonWalletAddress(item.address, asked)
    // The kit's network, not the one the wallet names: one key serves both, each send names its network.
    return { connectorId: connector.id, accounts: [{ address, type: 'eoa' }], address, caipNetwork: asked }
  }

  // `silent` is reconnect: read the stored session only, never propose again.
  async function openWalletConnect(connector: Connector, target: CaipNetwork, silent: boolean): Promise<Connected | undefined> {
    const provider = connector.provider as WalletConnectProviderLike | undefined
    if (!provider) throw new ChainError('WalletConnect provider not found')
    let addresses = readSessionAccounts(provider, 'ton', target.caipNetworkId).filter(isTonAddress)
    if (addresses.length === 0 && !silent && provider.connect) {
      await provider.connect({ optionalNamespaces: { ton: tonWalletConnectNamespace([target]) } })
      addresses = readSessionAccounts(provider, 'ton', target.caipNetworkId).filter(isTonAddress)
    }
    const address = addresses[0]
    if (!address) {
      if (silent) return undefined
      throw new ChainError('The WalletConnect session has no ton account')
    }
    walletConnect = { connector, provider }
    kitNetwork = target
    const shown = formatTonWalletAddress(address, target)
    return { connectorId: connector.id, accounts: [{ address: shown, type: 'eoa' }], address: shown, caipNetwork: target }
  }

  const providerOf = (given?: RequestProvider) => {
    const provider = given ?? active?.connector.provider ?? walletConnect?.provider
    if (!provider) throw ChainError.worded(tonErrorMessages, 'notConnected')
    return provider
  }

  return {
    namespace: 'ton',
    // The words of the errors this family throws for visitors, in the kit's locale.
    messages: tonMessages,
    defaultAccountType: 'eoa',
    isAddress: isTonAddress,
    getConnectors: discover,
    // A wallet may inject after the page's scripts ran: look again once the page has loaded.
    watchConnectors(onChange) {
      if (typeof window === 'undefined' || document.readyState === 'complete') return () => {}
      const onLoad = () => onChange(discover())
      window.addEventListener('load', onLoad, { once: true })
      return () => window.removeEventListener('load', onLoad)
    },
    async connect({ connector, network }) {
      if (connector.type === 'WALLET_CONNECT') return (await openWalletConnect(connector, network, false))!
      const { bridge } = entryOf(connector).wallet
      const manifestUrl = options.manifestUrl ?? `${typeof location === 'undefined' ? '' : location.origin}/tonconnect-manifest.json`
      return opened(connector, await bridge.connect(2, { manifestUrl, items: [{ name: 'ton_addr' }] }), network)
    },
    // TonConnect wallets remember an approved site; a refusal or no session means nothing to restore.
    async reconnect({ connector, network }) {
      if (connector.type === 'WALLET_CONNECT') return openWalletConnect(connector, network, true).catch(() => undefined)
      try {
        return opened(connector, await entryOf(connector).wallet.bridge.restoreConnection(), network)
      } catch {
        return undefined
      }
    },
    async disconnect({ connector } = {}) {
      const wc = walletConnect
      if (wc && (!connector || connector.type === 'WALLET_CONNECT')) {
        walletConnect = undefined
        // The session may already be gone (deleted by the wallet, or ended for another namespace).
        if (wc.provider.session && wc.provider.disconnect) await wc.provider.disconnect()
      }
      if (connector?.type === 'WALLET_CONNECT') return
      const current = active
      active = undefined
      stopListening?.()
      stopListening = undefined
      await current?.wallet.bridge.send({ method: 'disconnect', params: [], id: String(Date.now()) }).catch(() => undefined)
    },
    // A TonConnect account is the same key on both networks; the network travels with each send.
    async switchNetwork({ network }) {
      const before = kitNetwork
      kitNetwork = network
      walletConnect?.provider.setDefaultChain?.(network.caipNetworkId)
      // Mainnet and testnet show the same account in different forms (`UQ…` / `0Q…`).
      const account = active?.account.address ?? (walletConnect ? readSessionAccounts(walletConnect.provider, 'ton', network.caipNetworkId).find(isTonAddress) : undefined)
      if (account && (!before || isTonTestnet(before) !== isTonTestnet(network))) {
        const accounts = [formatTonWalletAddress(account, network)]
        listeners.forEach((listener) => listener({ type: 'accountsChanged', accounts }))
      }
    },
    getBalance: ({ address, network }) => getTonBalance({ address, network }),
    // The Activity tab's history, from the network's toncenter API; loaded when the tab first asks.
    async getActivity(args) {
      const { getTonActivity } = await import('./getTonActivity')
      return getTonActivity({ ...args, coinIcon: TON_ICON })
    },
    estimateFee: ({ from, to, value, network }) => estimateTonTransferFee({ from, to, value, network }),
    async sendTransfer({ from, to, value, network, provider }) {
      // A test-only form names a testnet account: TON wallets refuse it on mainnet, so do we.
      if (!isTonAddress(to) || (!isTonTestnet(network) && isTestOnlyTonAddress(to))) throw ChainError.worded(tonErrorMessages, 'invalidAddress', { address: to })
      const wallet = providerOf(provider)
      const messages = [{ address: formatTonWalletAddress(to, network), amount: value.toString() }]
      const boc = walletConnectSessionOf(wallet)
        ? await sendTonMessageOverWalletConnect(wallet, { from, network, messages })
        : await wallet.request({ method: 'ton_sendMessage', params: { network: String(network.id), messages } })
      // The id of a TonConnect send: the hash of the external message the wallet broadcast.
      const { Cell } = await loadTonCore()
      return Cell.fromBase64(String(boc)).hash().toString('hex')
    },
    async signMessage({ message, address, provider }) {
      const p = providerOf(provider)
      const session = walletConnectSessionOf(p)
      if (session) {
        // The key and contract come with the session; the verifier checks they are the address's.
        const keys = tonSessionKeys(session)
        const signed = await signTonTextOverWalletConnect(p, { from: address, caipNetworkId: kitNetwork?.caipNetworkId, text: message })
        return encodeTonSignInSignature({ signature: signed.signature, timestamp: signed.timestamp, domain: signed.domain, ...keys })
      }
      const account = (await p.request({ method: 'ton_getAccount' })) as TonAddrItem
      const signed = (await p.request({ method: 'ton_signData', params: { text: message } })) as TonSignDataResult
      return encodeTonSignInSignature({ signature: signed.signature, timestamp: signed.timestamp, domain: signed.domain, publicKey: account.publicKey, walletStateInit: account.walletStateInit })
    },
    getProvider: () => active?.connector.provider ?? walletConnect?.provider,
    watchWallet(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    walletConnectNamespace: tonWalletConnectNamespace,
  }
}
