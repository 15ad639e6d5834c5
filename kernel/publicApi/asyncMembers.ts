import { AirlockError } from '../errors'
import * as T from '../tokens'
import type { AccountState, AppKitNetwork, CaipNetworkId, ChainNamespace } from '../types'
import type { WalletConnectProviderLike } from '../connection/readSessionAccounts'
import type { ReownName } from './accountMembers'
import type { ApiContext } from './apiContext'
import { isMobile } from '../env/isMobile'
import { findWalletConnector } from './findWalletConnector'
import { openWalletWhenPaired } from './openWalletWhenPaired'
import { NotSupportedError } from './notSupported'
import { WALLETCONNECT_OFF, type WalletItem } from './walletConnectMembers'
import { parseFetchWalletsOptions } from './fetchWalletsOptions'
import type { FetchWalletsOptions } from './walletListMembers'
import { connectorImageIdsToLoad } from './walletList'
// Named so the emitted .d.ts refers to its module, not back through kernel/plugin.ts.
import type { Identity } from '../api/createBlockchainApiClient'

/**
 * The instance members that are async in AppKit too: each is a request, a wallet's answer or a
 * chunk's worth of waiting anyway, so their code loads on the first call (createPublicApi binds
 * stand-ins), not in the host's first bundle.
 */
export function asyncMembers({ c, accounts, networks, connectorOf }: ApiContext) {
  const patch = (namespace: ChainNamespace, fields: Partial<AccountState>) => accounts.patch(namespace, fields)
  const blockchainApi = () => c.resolve(T.BLOCKCHAIN_API)
  const catalogue = () => c.resolve(T.WALLET_CATALOGUE)
  const service = () => c.resolve(T.SERVICES).find(T.WALLETCONNECT)
  const walletConnect = service

  return {
    /** `{ name, avatar }` of an address, from the blockchain API (cached 5 minutes). */
    fetchIdentity: (args: { address: string; caipNetworkId: CaipNetworkId }) => blockchainApi().getIdentity(args),
    /** Fetches an address's identity into its namespace's profile name and image. */
    async syncIdentity(args: { address: string; chainId: string | number | undefined; chainNamespace: ChainNamespace }) {
      const { address, chainId, chainNamespace } = args
      const identity = await blockchainApi().getIdentity({
        address,
        caipNetworkId: chainId === undefined ? undefined : `${chainNamespace}:${chainId}`,
      })
      // A late answer must not label an account the wallet has switched away from.
      if (accounts.get(chainNamespace).address !== address) return
      patch(chainNamespace, { profileName: identity.name, profileImage: identity.avatar })
    },
    /** Reads the native balance through the chain's adapter and, for the connected address, keeps it. */
    async updateNativeBalance(address: string, chainId: string | number, namespace: ChainNamespace) {
      const network = c.resolve(T.NETWORKS_STORE).networksOf(namespace).find((n) => String(n.id) === String(chainId))
      const adapter = c.resolve(T.CHAIN_REGISTRY).find(namespace)
      if (!network || !adapter?.getBalance) return undefined
      const result = await adapter.getBalance({ address, network })
      if (accounts.get(namespace).address === address) patch(namespace, { balance: result.balance, balanceSymbol: result.symbol })
      return result
    },
    /** The names registered to an address (the blockchain API's reverse lookup); [] when it cannot answer. */
    getReownName: (address: string) =>
      blockchainApi()
        .get<ReownName[]>(`/v1/profile/reverse/${encodeURIComponent(address)}`, { params: { apiVersion: '2' } })
        .then((names) => (Array.isArray(names) ? names : []))
        .catch((): ReownName[] => []),
    /** Loads a page of the catalogue (page 1 with the featured and recommended wallets), or searches it. */
    async fetchWallets(options?: FetchWalletsOptions) {
      const { page, search, query } = parseFetchWalletsOptions(options)
      if (search) return catalogue().search(search, query)
      catalogue().clearSearch()
      const { featured, recommended } = catalogue().getState()
      await Promise.all([
        page === 1 && !featured.length ? catalogue().fetchFeatured() : undefined,
        page === 1 && !recommended.length ? catalogue().fetchRecommended() : undefined,
        catalogue().fetchPage(page, query),
        page === 1 ? Promise.all(connectorImageIdsToLoad(c).map((id) => catalogue().loadImage(id))) : undefined,
      ])
    },
    /**
     * Starts a WalletConnect pairing and resolves once its URI is there (or it failed). The
     * connection itself completes when a wallet approves it, as after the modal's QR code.
     */
    async prefetchWalletConnectUri() {
      const wc = service()
      if (!wc) throw new NotSupportedError('prefetchWalletConnectUri', WALLETCONNECT_OFF)
      const settled = () => {
        const { uri, status } = wc.pairing.getState()
        return (Boolean(uri) && !wc.isPairingExpired()) || status === 'error' || status === 'connected'
      }
      // A failure lands in the pairing store (wcError); the wallet may approve any time later.
      void wc.connect().catch(() => undefined)
      if (settled()) return
      await new Promise<void>((resolve) => {
        const off = wc.pairing.subscribe(() => {
          if (!settled()) return
          off()
          resolve()
        })
      })
    },
    /**
     * Connects a wallet of AppKit's headless list without the modal: through one of its
     * connectors here (a browser wallet), else through a WalletConnect pairing whose URI the host
     * reads with getWalletConnectUri (for its QR code or the wallet's deep link).
     */
    async connectWallet(wallet: WalletItem, namespace?: ChainNamespace, _options?: { wcPayUrl?: string }) {
      const connectors = c.resolve(T.CONNECTORS_STORE)
      const listed = (wallet.connectors ?? [])
        .filter((x) => !namespace || x.chain === namespace)
        .map((x) => connectors.getConnector(x.id, x.chain))
        .find((x) => x && x.type !== 'WALLET_CONNECT')
      const all = connectors.getState().connectors
      const connector = listed ?? findWalletConnector(all, wallet.id, namespace) ?? findWalletConnector(all, wallet.name, namespace)
      if (connector) {
        await c.resolve(T.CONNECTION_CONTROLLER).connect({ connector, namespace: namespace ?? connector.chain })
        return
      }
      const wc = service()
      if (!wc) throw new NotSupportedError('connectWallet', `${wallet.name} has no browser connector here and ${WALLETCONNECT_OFF}`)
      // A list item's deep link was checked when the list was built; the service checks it again.
      const deepLink = isMobile() ? (wallet as { walletInfo?: { deepLink?: string | null } }).walletInfo?.deepLink : undefined
      const connecting = wc.connect({ namespace })
      // After connect's start: a pending URI it keeps opens at once, a fresh one when it comes.
      const stop = deepLink ? openWalletWhenPaired(wc, deepLink) : undefined
      try {
        await connecting
      } finally {
        stop?.()
      }
    },
    /** The WalletConnect UniversalProvider; undefined when the walletconnect plugin is not in use. */
    getUniversalProvider: async () => walletConnect()?.getUniversalProvider(),
    /**
     * AppKit 1.7's: reads the networks the connected wallet approved into the namespace's state. A
     * WalletConnect session approves its chains (MetaMask's lists one but switches to any, as
     * AppKit allows for); any other wallet can use every configured network.
     */
    async setApprovedCaipNetworksData(namespace: ChainNamespace) {
      const connector = connectorOf(namespace)
      const session = connector?.type === 'WALLET_CONNECT' ? (connector.provider as WalletConnectProviderLike | undefined)?.session : undefined
      const approved = session && (session as { peer?: { metadata?: { name?: string } } }).peer?.metadata?.name !== 'MetaMask Wallet'
        ? sessionChains(session, namespace)
        : undefined
      networks.setSupportedNetworkIds(namespace, approved)
    },
    /** Asks the wallet to switch; a network the host did not configure raises networkNotFound (ERR-01). */
    async switchNetwork(network: AppKitNetwork, options?: { throwOnFailure?: boolean }) {
      const target = networks.getState().networks.find(
        (n) => n.caipNetworkId === network.caipNetworkId || (n.id === network.id && (!network.chainNamespace || n.chainNamespace === network.chainNamespace)),
      )
      if (!target) {
        // ERR-01: the host asked for a network it did not configure.
        c.resolve(T.ALERTS).show('networkNotFound')
        if (options?.throwOnFailure) throw new AirlockError(`Network ${String(network.caipNetworkId ?? network.id)} is not configured`)
        return
      }
      await c.resolve(T.CONNECTION_CONTROLLER).switchNetwork(target)
    },
  }
}

export type AsyncMembers = ReturnType<typeof asyncMembers>

/** A session namespace's chains: its `chains`, else the chains of its CAIP-10 accounts. */
function sessionChains(session: NonNullable<WalletConnectProviderLike['session']>, namespace: ChainNamespace): CaipNetworkId[] {
  const entry = session.namespaces?.[namespace]
  const fromAccounts = (entry?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set((entry?.chains?.length ? entry.chains : fromAccounts) as CaipNetworkId[])]
}
