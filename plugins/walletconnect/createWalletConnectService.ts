import {
  AirlockError,
  ChainError,
  ErrorMessages,
  errorMessage,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectionController,
  type PluginContext,
  type PluginStorage,
  type PluginStores,
  type Connector,
  type Logger,
  type MultiWalletService,
  type ResolvedConfig,
  type WalletConnectService,
} from '../../kernel/plugin'
import { abandonPendingProposals } from './abandonPendingProposals'
import { authenticateSession, canAuthenticate } from './authenticateSession'
import { buildNamespaces } from './buildNamespaces'
import { createKitKeyValueStorage } from './createKitKeyValueStorage'
import { createNamespaceProvider, type NamespaceProvider } from './createNamespaceProvider'
import { createPairingStore, shouldReusePairing, type PairingEnv } from './createPairingStore'
import type { SessionClient } from './createWalletConnectClients'
import { createWalletConnectConnector, WALLETCONNECT_CONNECTOR_ID } from './createWalletConnectConnector'
import { formatWalletLink } from './formatWalletLink'
import { closeUniversalProvider, loadUniversalProvider } from './loadUniversalProvider'
import { readSessionInfo } from './readSessionInfo'
import { addressesOn, sessionAccounts, sessionNamespaces } from './sessionAccounts'
import { currentChainOf, switchWalletConnectChain } from './switchWalletConnectChain'
import type { UniversalProviderLike, WcSession } from './types'
import { watchRelay } from './watchRelay'
import { watchSession } from './watchSession'

/** Kit storage key of this kit's WalletConnect storage prefix: stable across reloads, distinct per kit storage. */
const STORAGE_PREFIX_KEY = 'wc_storage_prefix'

export interface WalletConnectServiceDeps {
  config: ResolvedConfig
  storage: PluginStorage
  registry: PluginContext['chains']
  controller: ConnectionController
  connection: PluginStores['connection']
  /** Read access, and a sink that (re)registers a connector (the session's provider changes). */
  connectors: PluginStores['connectors'] & { addConnector(connector: Connector): void }
  networks: PluginStores['networks']
  logger: Logger
  env?: PairingEnv
  /** Stands in for the real import in the plugin's unit tests; the default loads the package. */
  loadProvider?: typeof loadUniversalProvider
  /** The multi-wallet plugin's service while it is on: WalletConnect may be a namespace's second wallet. */
  multiWallet?: () => MultiWalletService | undefined
}

export interface WalletConnectPluginService extends WalletConnectService, SessionClient {
  /** The namespace's connector (registered by activate). */
  connectorOf(namespace: ChainNamespace): Connector
}

export function createWalletConnectService(deps: WalletConnectServiceDeps): WalletConnectPluginService {
  const { config, storage, controller, connection, connectors, networks, logger } = deps
  const pairing = createPairingStore(deps.env)
  const namespaceProviders = new Map<ChainNamespace, NamespaceProvider>()
  let providerPromise: Promise<UniversalProviderLike> | undefined
  let provider: UniversalProviderLike | undefined
  let unwatch: (() => void) | undefined
  let attempt: Promise<WcSession> | undefined
  let disconnecting: Promise<void> | undefined
  /**
   * Pairings are made one after another up to their URI (`uriOut` settles the latest), so a URI
   * always belongs to the newest attempt; `abandonedBeforeUri` marks one the modal was closed on
   * before its URI (and its proposal) existed.
   */
  let uriReady: Promise<void> = Promise.resolve()
  let uriOut: (() => void) | undefined
  let abandonedBeforeUri = false
  /** Connects of ours awaiting a session: while any runs, the 'connect' event is theirs to apply. */
  let ownConnects = 0

  const networksOf = (namespace: ChainNamespace) => config.networks.filter((n) => n.chainNamespace === namespace)
  const connectorOf = (namespace: ChainNamespace): Connector =>
    connectors.getConnector(WALLETCONNECT_CONNECTOR_ID, namespace) ??
    createWalletConnectConnector(namespace, networksOf(namespace), { imageUrl: config.connectorImages[WALLETCONNECT_CONNECTOR_ID] })
  const isConnectedByWalletConnect = (namespace: ChainNamespace) =>
    connection.getState().connections[namespace]?.connectorId === WALLETCONNECT_CONNECTOR_ID
  const walletConnectNamespaces = () => Object.keys(connection.getState().connections).filter(isConnectedByWalletConnect)

  const storagePrefix = () => {
    const stored = storage.get<unknown>(STORAGE_PREFIX_KEY)
    if (typeof stored === 'string' && stored) return stored
    // getRandomValues, not randomUUID: the latter is missing on plain-http pages.
    const created = `airlock-wc-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`
    storage.set(STORAGE_PREFIX_KEY, created)
    return created
  }

  function getUniversalProvider(): Promise<UniversalProviderLike> {
    providerPromise ??= (async () => {
      const loaded =
        (config.universalProvider as UniversalProviderLike | undefined) ??
        (await (deps.loadProvider ?? loadUniversalProvider)({
          projectId: config.projectId,
          metadata: config.metadata,
          relayUrl: config.endpoints.relay,
          verifyUrl: config.endpoints.verify,
          storagePrefix: storagePrefix(),
          storage: createKitKeyValueStorage(storage),
          debug: config.debug,
        }))
      provider = loaded
      const unwatchSession = watchSession(loaded, sessionHandlers)
      const unwatchRelay = watchRelay(loaded, (online) => pairing.setState({ relay: online ? 'online' : 'reconnecting' }))
      unwatch = () => {
        unwatchSession()
        unwatchRelay()
      }
      return loaded
    })()
    // A failed load (offline bundle fetch) may be retried by the next connect.
    providerPromise.catch(() => (providerPromise = undefined))
    return providerPromise
  }

  const viewOf = (p: UniversalProviderLike, namespace: ChainNamespace) => {
    let view = namespaceProviders.get(namespace)
    if (!view || view.universalProvider !== p) {
      view = createNamespaceProvider(p, namespace)
      namespaceProviders.set(namespace, view)
    }
    return view
  }

  /** Gives the namespace's connector an EIP-1193 view of the session, for getProvider (PROV-13). */
  const publishProvider = (namespace: ChainNamespace) => {
    const connector = connectors.getConnector(WALLETCONNECT_CONNECTOR_ID, namespace)
    if (!provider || !connector) return
    const view = viewOf(provider, namespace)
    if (connector.provider !== view) connectors.addConnector({ ...connector, provider: view })
  }

  const sessionHandlers = {
    onUri(uri: string) {
      uriOut?.()
      uriOut = undefined
      // The URI of an attempt the visitor closed the modal on before it came: never shown; its
      // proposal exists now, so it can be ended.
      if (abandonedBeforeUri) {
        abandonedBeforeUri = false
        if (provider) abandonPendingProposals(provider)
        return
      }
      pairing.setUri(uri)
    },
    onConnect(session: WcSession) {
      pairing.setState({ uri: undefined, expiresAt: undefined, status: 'connected', error: undefined })
      // A session the host made itself (manualWCControl): mirror it in the kit.
      if (ownConnects === 0) void connectNamespaces(session, undefined)
    },
    onChainChanged(namespace: ChainNamespace, reference: string) {
      if (!isConnectedByWalletConnect(namespace)) return
      controller.handleChainChanged(namespace, reference)
      // PROV-15: the account on the new chain may differ.
      const addresses = addressesOn(provider?.session, `${namespace}:${reference}`)
      const current = connection.getState().connections[namespace]?.accounts[0]?.address
      if (addresses.length > 0 && (!current || !addresses.includes(current))) controller.handleAccountsChanged(namespace, addresses)
    },
    onAccountsChanged(namespace: ChainNamespace, addresses: string[]) {
      if (isConnectedByWalletConnect(namespace) && addresses.length > 0) controller.handleAccountsChanged(namespace, addresses)
    },
    onDisconnect() {
      pairing.reset()
      void disconnectKit()
    },
  }

  /**
   * The session ended on the wallet's side: every namespace on it goes (DISC-05 fans out). With
   * several wallets, the multi-wallet list lets WalletConnect go first: where it was a second
   * wallet it leaves the list, and where it was active the next wallet takes over, as when the
   * visitor ends it there. What is still on it after that disconnects.
   */
  async function disconnectKit() {
    const multi = deps.multiWallet?.()
    const listedIn = multi
      ? Object.keys(multi.store.getState().connections).find((ns) => multi.getConnections(ns).some((c) => c.connectorId === WALLETCONNECT_CONNECTOR_ID))
      : undefined
    if (multi && listedIn) {
      await multi
        .disconnectConnection({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: listedIn })
        .catch((error: unknown) => logger.warn('WalletConnect could not leave the connected wallets', error))
    }
    for (const namespace of walletConnectNamespaces()) {
      if (!isConnectedByWalletConnect(namespace)) continue
      await controller.disconnect(namespace).catch((error: unknown) => logger.warn('WalletConnect disconnect failed', error))
    }
  }

  /** Applies the session to the kit for every namespace in it that is not connected yet (CNR-06). */
  async function connectNamespaces(session: WcSession, except: ChainNamespace | undefined) {
    for (const namespace of sessionNamespaces(session)) {
      if (namespace === except || !deps.registry.has(namespace) || connection.getState().connections[namespace]) continue
      await controller
        .connect({ connector: connectorOf(namespace), namespace })
        .catch((error: unknown) => logger.warn(`WalletConnect could not connect ${namespace}`, error))
    }
  }

  function waitForSession(p: UniversalProviderLike): Promise<WcSession> {
    return new Promise((resolve) => {
      const onConnect = ({ session }: { session?: WcSession }) => {
        if (!session) return
        p.removeListener('connect', onConnect)
        resolve(session)
      }
      p.on('connect', onConnect)
    })
  }

  async function pair(p: UniversalProviderLike): Promise<WcSession> {
    let out!: () => void
    const ready = new Promise<void>((resolve) => (out = resolve))
    const previous = uriReady
    uriReady = ready
    await previous
    uriOut = out
    try {
      return await proposeSession(p)
    } finally {
      out()
      // Failed before a URI: nothing to end, and the next attempt's URI is its own.
      if (uriOut === out) {
        uriOut = undefined
        abandonedBeforeUri = false
      }
    }
  }

  async function proposeSession(p: UniversalProviderLike): Promise<WcSession> {
    pairing.setState({ status: 'pairing', error: undefined })
    const active = networks.getState().activeNetworks
    const namespaces = buildNamespaces({
      networks: config.networks,
      adapterOf: (ns) => deps.registry.find(ns),
      activeNetworks: active,
      override: config.universalProviderConfigOverride,
    })
    const eip155 = namespaces['eip155']
    const session =
      canAuthenticate(config.siwx, namespaces) && eip155
        ? await authenticateSession(p, config.siwx, eip155, (active['eip155'] ?? networksOf('eip155')[0])?.caipNetworkId ?? eip155.chains[0]!)
        : await p.connect({ optionalNamespaces: namespaces })
    if (!session) throw new AirlockError('WalletConnect returned no session')
    return session
  }

  /** The live session, the pending pairing where it may be reused (PAIR-03, PAIR-04), or a new pairing. */
  async function connectSession(): Promise<WcSession> {
    const p = await getUniversalProvider()
    if (p.session) return p.session
    if (attempt && (config.manualWCControl || (shouldReusePairing(deps.env) && !pairing.isExpired()))) return attempt
    const current = config.manualWCControl ? waitForSession(p) : pair(p)
    attempt = current
    current.then(
      () => {
        if (attempt === current) attempt = undefined
      },
      (error: unknown) => {
        // A pairing superseded by a newer one fails later (proposal expiry); it must not touch the newer one's state.
        if (attempt !== current) return
        attempt = undefined
        pairing.setState({ uri: undefined, expiresAt: undefined, status: 'error', error: errorMessage(error) })
      },
    )
    return current
  }

  /** The namespace's part of the session, on the kit's selected network when the session has it. */
  function resultFor(namespace: ChainNamespace, session: WcSession, requested: CaipNetwork | undefined) {
    const chains = new Set(sessionAccounts(session, namespace).map((a) => a.chainId))
    if (chains.size === 0) throw new ChainError(ErrorMessages.chainNotSupported)
    const current = provider ? currentChainOf(provider, namespace) : undefined
    const candidates = [requested?.caipNetworkId, current, ...chains].filter((id): id is string => Boolean(id) && chains.has(id!))
    const caipNetwork = candidates.map((id) => networks.find(id as CaipNetworkId)).find((n): n is CaipNetwork => Boolean(n))
    if (!caipNetwork) throw new ChainError(ErrorMessages.chainNotSupported)
    const addresses = addressesOn(session, caipNetwork.caipNetworkId)
    // Requests without a chain go where the kit is (the provider starts on the proposal's default).
    if (provider && current !== caipNetwork.caipNetworkId) provider.setDefaultChain(caipNetwork.caipNetworkId)
    publishProvider(namespace)
    return {
      connectorId: WALLETCONNECT_CONNECTOR_ID,
      accounts: addresses.map((address) => ({ address })),
      address: addresses[0]!,
      caipNetwork,
    }
  }

  async function endSession() {
    if (!provider?.session) return
    disconnecting ??= provider.disconnect().finally(() => (disconnecting = undefined))
    await disconnecting
  }

  const service: WalletConnectPluginService = {
    pairing,
    connectorOf,
    async connect(options = {}) {
      const namespace = options.namespace ?? connection.getState().activeNamespace ?? config.networks[0].chainNamespace
      const connector = connectors.getConnector(WALLETCONNECT_CONNECTOR_ID, namespace)
      // ADPT-03: the namespace has no chain plugin, so no WalletConnect connector either.
      if (!connector || !deps.registry.has(namespace)) throw new ChainError(ErrorMessages.walletConnectConnectorNotFound)
      await controller.connect({ connector, namespace })
    },
    isPairingExpired: () => pairing.isExpired(),
    resetPairing() {
      pairing.clear()
      // The URI is gone with the closed modal; unless this platform reuses it (PAIR-03, PAIR-04)
      // or the host drives pairing, nothing can answer its proposal any more.
      if (!attempt || !provider || provider.session || config.manualWCControl || shouldReusePairing(deps.env)) return
      attempt = undefined
      // Before its URI the proposal does not exist yet: it is ended when the URI comes.
      if (uriOut) abandonedBeforeUri = true
      else abandonPendingProposals(provider)
    },
    formatWalletLink: (link, uri) => formatWalletLink(link, uri),
    getUniversalProvider,
    getNamespaceProvider: (namespace) => (provider ? viewOf(provider, namespace) : undefined),
    getSession: () => (provider?.session ? readSessionInfo(provider.session) : undefined),
    getApprovedChains: (namespace) => [...new Set(sessionAccounts(provider?.session, namespace).map((a) => a.chainId as CaipNetworkId))],
    async close() {
      unwatch?.()
      unwatch = undefined
      // A host-built provider is the host's to close.
      if (provider && provider !== config.universalProvider) await closeUniversalProvider(provider)
      provider = undefined
      providerPromise = undefined
    },

    async connectNamespace(namespace, { network }) {
      ownConnects++
      try {
        const hadSession = Boolean(provider?.session)
        const session = await connectSession()
        const result = resultFor(namespace, session, network)
        // A new session may hold more namespaces than the one asked for: connect them too (CNR-06).
        if (!hadSession) await connectNamespaces(session, namespace)
        return result
      } finally {
        ownConnects--
      }
    },
    async reconnectNamespace(namespace, { network }) {
      const p = await getUniversalProvider()
      if (!p.session || sessionAccounts(p.session, namespace).length === 0) return undefined
      return resultFor(namespace, p.session, network)
    },
    disconnectNamespace: () => endSession(),
    async switchNamespaceNetwork(_namespace, network) {
      await switchWalletConnectChain(await getUniversalProvider(), network)
    },
  }
  return service
}
