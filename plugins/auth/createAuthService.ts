// The embedded wallet as the kit sees it: the secure frame's channel, the signed-in session,
// the email login steps, the AUTH connector's provider and the approval of unsafe requests.
import { createStore, ErrorMessages, I18N, type CaipNetwork, type Connector, type PluginContext } from '../../kernel/plugin'
import { createAuthProvider, type AuthProvider } from './createAuthProvider'
import { SOCIAL_RESULT, type FrameMethods, type FrameSession } from './frameProtocol'
import { createSolanaAuth, type SolanaAuth } from './createSolanaAuth'
import { FrameRequestError, failureOf, type FrameAnswer, type FrameChannel } from './openFrameChannel'
import { embeddedCapabilities, type EmbeddedAccountType } from './smartAccountAnswers'

export const AUTH_CONNECTOR_ID = 'AUTH'

export interface AuthState {
  /** The secure frame: loading until READY, failed when it never came (AUTH-11, AUTH-13). */
  frame: 'loading' | 'ready' | 'failed'
  session: FrameSession | undefined
  /** A request waits for the visitor in the frame (ApproveTransaction). */
  approving: boolean
  /** The box in ApproveTransaction the frame is placed over, while that view shows. */
  anchor: HTMLElement | undefined
  /** The social login under way (ConnectingSocial shows it). */
  social: { provider: string; status: 'popup' | 'connecting' | 'error'; error?: string; answer?: FrameAnswer } | undefined
  /** The account the wallet acts as (AUTH-06): the smart account when preferred and offered, else the EOA. */
  accountType: EmbeddedAccountType
}

export interface AuthService {
  store: ReturnType<typeof createStore<AuthState>>
  connector: Connector
  provider: AuthProvider
  /** The Solana account of the same login (AUTH-05): its connector, provider and connect. */
  solana: SolanaAuth
  /** The secure site's base URL (its own pages: key export). */
  secureSite: string
  startEmail(email: string): Promise<FrameMethods['emailStart'][1]>
  awaitDevice(email: string): Promise<void>
  resendCode(email: string): Promise<void>
  /**
   * Social login in a popup the caller opened in the click (so it is not blocked): points it at
   * the provider, takes the callback's result (exact origin, that popup only) to the frame, then
   * connects. A closed popup rejects with "Login was cancelled".
   */
  socialLogin(provider: string, popup: Window): Promise<void>
  /** Takes a session the frame signed in by another flow (Farcaster, redirect login) and connects it. */
  adopt(session: FrameSession): Promise<void>
  /** The signed-in session changed in the secure site (a new email): the account shows it. */
  refreshSession(session: FrameSession): void
  /** Checks the code in the secure site, then connects the account; resolves once connected. */
  verifyCode(email: string, code: string): Promise<void>
  /** After a reload: reconnects when the secure site still has the session this kit connected with. */
  restore(): Promise<void>
  /** Whether `restore` has a login to look for (this kit connected through it before the reload). */
  mayRestore(): boolean
  /** The visitor turned to email or a social: make the secure frame now, so it is ready sooner. */
  prepare(): void
  /** Rejects the request waiting for approval (the modal closed or the visitor left the view). */
  cancelApproval(): void
  signOut(): Promise<void>
  /**
   * A namespace was disconnected: whether the login held it (then the secure site is signed out
   * of). A namespace another wallet took over is not the login's any more.
   */
  release(namespace: string): boolean
  /** AUTH-06: makes `type` the preferred eip155 account type (remembered); the address follows. */
  setAccountType(type: EmbeddedAccountType): void
}

const STORED_CONNECTED = 'connected'
/** The namespaces the login holds, so a reload restores those and leaves other wallets' alone. */
const STORED_NAMESPACES = 'namespaces'
const AUTH_NAMESPACES = ['eip155', 'solana'] as const
type AuthNamespace = (typeof AUTH_NAMESPACES)[number]

export function createAuthService(ctx: PluginContext, frame: FrameChannel & { start?(): void }): AuthService {
  const store = createStore<AuthState>(() => ({ frame: 'loading', session: undefined, approving: false, anchor: undefined, social: undefined, accountType: 'eoa' }))
  frame.ready.then(
    () => store.setState({ frame: 'ready' }),
    () => store.setState({ frame: 'failed' }),
  )

  const evmNetworks = () => ctx.stores.networks.networksOf('eip155')
  const networkOf = (chainId: number): CaipNetwork | undefined => evmNetworks().find((n) => Number(n.id) === chainId)
  const rpcUrlOf = (network: CaipNetwork | undefined) => network?.rpcUrls?.default?.http?.[0]
  let chainId = Number((ctx.stores.networks.getState().activeNetworks.eip155 ?? evmNetworks()[0])?.id ?? 1)

  const theme = () => (ctx.stores.theme.getState().themeMode === 'light' ? 'light' : 'dark')
  /** The kit's locale tag; the frame shows its approval in it, in its own words. */
  const locale = () => ctx.use(I18N).state.getState().locale

  /** A chain the kit configures (the frame then looks it up in its own table by this id). */
  function configuredChainId(id: number): number {
    if (!rpcUrlOf(networkOf(id))) throw new Error(`Network eip155:${id} is not configured`)
    return id
  }

  /** AUTH-06 / ACCT-03: the preferred type (smartAccount by default), if the secure site offers a smart account. */
  function accountType(): EmbeddedAccountType {
    const preferred = ctx.stores.accounts.get('eip155').preferredAccountTypes?.eip155 ?? ctx.config.defaultAccountTypes.eip155
    return preferred === 'smartAccount' && store.getState().session?.smartAccountAddress ? 'smartAccount' : 'eoa'
  }
  const addressOf = (session: FrameSession | undefined) =>
    session && (accountType() === 'smartAccount' ? session.smartAccountAddress : session.address)

  /** `smartAccountDeployed` follows the chain: code at the smart account's address on the active chain. */
  async function refreshDeployed(): Promise<void> {
    const smart = accountType() === 'smartAccount' ? store.getState().session?.smartAccountAddress : undefined
    const code = smart ? await provider.request({ method: 'eth_getCode', params: [smart, 'latest'] }) : undefined
    ctx.mutate.patchAccount('eip155', { smartAccountDeployed: typeof code === 'string' && code !== '0x' })
  }
  const refreshDeployedLater = () => void refreshDeployed().catch((error: unknown) => ctx.logger.warn('Could not read the smart account code', error))

  /** AUTH-16/17: the approval shows in ApproveTransaction, over the card; the request waits there. */
  async function approve(request: { method: string; params?: unknown; chainId: number }): Promise<unknown> {
    const type = accountType()
    // Batches and permissions need the smart account; the EOA says "unsupported", so the kit sends call by call.
    if (type === 'eoa' && (request.method === 'wallet_sendCalls' || request.method === 'wallet_grantPermissions')) {
      throw new FrameRequestError(ErrorMessages.rpcCallNotAllowed, 4200)
    }
    const chainId = configuredChainId(request.chainId)
    const result = await presentApproval(() =>
      frame.call('rpc', { method: request.method, params: request.params, chainId, appName: ctx.config.metadata?.name || location.host, theme: theme(), accountType: type, locale: locale() }, { untimed: true }),
    )
    // A smart account's first transaction deploys it: smartAccountDeployed follows the chain.
    if (type === 'smartAccount' && request.method !== 'personal_sign' && request.method !== 'eth_signTypedData_v4') refreshDeployedLater()
    return result
  }

  /** Shows ApproveTransaction (any namespace's request) while `run` waits for the visitor's answer. */
  async function presentApproval<T>(run: () => Promise<T>): Promise<T> {
    if (ctx.stores.modal.getState().open) {
      if (ctx.router.getState().view !== 'ApproveTransaction') ctx.router.push('ApproveTransaction')
    } else {
      ctx.modal.open({ view: 'ApproveTransaction' })
    }
    store.setState({ approving: true })
    try {
      return await run()
    } finally {
      store.setState({ approving: false })
      leaveApproval()
    }
  }

  function leaveApproval() {
    const { view, history } = ctx.router.getState()
    if (!ctx.stores.modal.getState().open || view !== 'ApproveTransaction') return
    if (history.length > 1) ctx.router.goBack()
    else ctx.modal.close()
  }

  const provider = createAuthProvider({
    address: () => addressOf(store.getState().session),
    chainId: () => chainId,
    rpcUrl: (id) => rpcUrlOf(networkOf(id)),
    setChainId(id) {
      chainId = id
      if (store.getState().session) refreshDeployedLater()
    },
    approve,
    capabilities: () => embeddedCapabilities(accountType(), evmNetworks().map((n) => Number(n.id))),
  })

  // AUTH-06: a new preferred type (the settings toggle, or the host's setPreferredAccountType)
  // changes the address the wallet reports; the kit follows its accountsChanged.
  ctx.onDispose(
    ctx.stores.accounts.subscribe(() => {
      const type = accountType()
      if (type === store.getState().accountType) return
      store.setState({ accountType: type })
      const session = store.getState().session
      if (!session) return
      provider.emit('accountsChanged', [addressOf(session)])
      refreshDeployedLater()
    }),
  )

  // A theme switch while the frame shows an approval repaints it too (requests carry the theme, a
  // switch in between did not reach it).
  let frameTheme: 'light' | 'dark' | undefined
  ctx.onDispose(
    ctx.stores.theme.subscribe(() => {
      const next = theme()
      if (next === frameTheme || store.getState().frame !== 'ready') return
      frameTheme = next
      void frame.call('setTheme', { theme: next }).catch((error: unknown) => ctx.logger.warn('Could not pass the theme to the secure frame', error))
    }),
  )

  const connector: Connector = {
    id: AUTH_CONNECTOR_ID,
    name: 'Email Wallet',
    type: 'AUTH',
    chain: 'eip155',
    provider,
    // The kit's allAccounts say which address is the smart account (EVM hex, any case).
    accountTypeOf: (address) => (address.toLowerCase() === store.getState().session?.smartAccountAddress?.toLowerCase() ? 'smartAccount' : 'eoa'),
  }
  const solana = createSolanaAuth({ ctx, frame, presentApproval, connectorId: AUTH_CONNECTOR_ID, theme, locale })

  async function connectEvm(): Promise<void> {
    const network = ctx.stores.networks.getState().activeNetworks.eip155 ?? evmNetworks()[0]
    if (!network) return
    chainId = Number(network.id)
    await ctx.connection.connect({ connector, namespace: 'eip155', network })
  }

  const held = new Set<string>()
  const saveHeld = () => ctx.storage.set(STORED_NAMESPACES, [...held])
  ctx.on('connected', (namespace) => {
    if (ctx.stores.connection.getState().connections[namespace]?.connectorId === AUTH_CONNECTOR_ID) held.add(namespace)
    else if (!held.delete(namespace)) return
    saveHeld()
  })

  /** Connects each namespace of the login (`only` those, after a reload) not yet connected through it. */
  async function connect(only?: readonly string[]): Promise<void> {
    const { activeNamespace, connections } = ctx.stores.connection.getState()
    const missing = AUTH_NAMESPACES.filter((ns) => (!only || only.includes(ns)) && connections[ns]?.connectorId !== AUTH_CONNECTOR_ID)
    // Each connect makes its namespace the active one: the one the visitor was on goes last.
    const order: AuthNamespace[] = activeNamespace === 'solana' ? missing : [...missing].reverse()
    const failures: unknown[] = []
    for (const ns of order) await (ns === 'eip155' ? connectEvm() : solana.connect()).catch((error: unknown) => failures.push(error))
    // One namespace failing leaves the other connected; none connecting fails the login.
    if (failures.length > 0 && failures.length === order.length) throw failures[0]
    for (const error of failures) ctx.logger.warn('A namespace of the embedded wallet did not connect', error)
    ctx.storage.set(STORED_CONNECTED, true)
    showUser()
    refreshDeployedLater()
  }

  function setSession(session: FrameSession | undefined) {
    store.setState({ session })
    store.setState({ accountType: accountType() })
    provider.emit('accountsChanged', session ? [addressOf(session)] : [])
    if (!session) solana.clear()
  }

  /** The account's `user` and `socialProvider` (embeddedWalletInfo): a Farcaster user has a username, no email. */
  function showUser() {
    const session = store.getState().session
    if (!session) return
    const social = session.provider && session.provider !== 'email' ? session.provider : undefined
    const { connections } = ctx.stores.connection.getState()
    for (const ns of AUTH_NAMESPACES) {
      if (connections[ns]?.connectorId !== AUTH_CONNECTOR_ID) continue
      ctx.mutate.patchAccount(ns, { user: social === 'farcaster' ? { username: session.username } : { email: session.email }, socialProvider: social })
    }
  }

  return {
    store,
    connector,
    provider,
    solana,
    secureSite: ctx.config.endpoints.secureSite.replace(/\/$/, ''),
    startEmail: (email) => frame.call('emailStart', { email }),
    async awaitDevice(email) {
      await frame.call('awaitDevice', { email }, { untimed: true })
    },
    async resendCode(email) {
      await frame.call('emailResend', { email })
    },
    async socialLogin(provider, popup) {
      store.setState({ social: { provider, status: 'popup' } })
      try {
        const { url } = await frame.call('socialStart', { provider })
        popup.location.href = url
        const result = await popupResult(popup, new URL(ctx.config.endpoints.secureSite).origin)
        popup.close()
        store.setState({ social: { provider, status: 'connecting' } })
        setSession({ ...(await frame.call('socialFinish', result)), provider })
        await connect()
        store.setState({ social: undefined })
      } catch (error) {
        store.setState({ social: { provider, status: 'error', ...failureOf(error) } })
        if (!popup.closed) popup.close()
        throw error
      }
    },
    async adopt(session) {
      setSession(session)
      await connect()
    },
    refreshSession(session) {
      setSession(session)
      showUser()
    },
    async verifyCode(email, code) {
      setSession(await frame.call('emailVerify', { email, code }))
      await connect()
    },
    mayRestore: () => ctx.storage.get(STORED_CONNECTED) === true,
    prepare: () => frame.start?.(),
    async restore() {
      if (ctx.storage.get(STORED_CONNECTED) !== true) return
      const session = await frame.call('getSession')
      if (!session) return ctx.storage.remove(STORED_CONNECTED)
      setSession(session)
      const stored = ctx.storage.get(STORED_NAMESPACES)
      await connect(Array.isArray(stored) ? stored.filter((ns): ns is string => typeof ns === 'string') : undefined)
    },
    release(namespace) {
      if (!held.delete(namespace)) return false
      saveHeld()
      return true
    },
    cancelApproval() {
      if (store.getState().approving) void frame.call('cancelPending').catch(() => undefined)
    },
    setAccountType: (type) => ctx.mutate.setPreferredAccountType('eip155', type),
    async signOut() {
      ctx.storage.remove(STORED_CONNECTED)
      ctx.storage.remove(STORED_NAMESPACES)
      setSession(undefined)
      await frame.call('signOut')
    },
  }
}

const POPUP_POLL_MS = 500

/** The popup's callback message, or "Login was cancelled" once it is closed without one. */
function popupResult(popup: Window, secureOrigin: string): Promise<FrameMethods['socialFinish'][0]> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; code?: unknown; state?: unknown; error?: unknown } | null
      if (event.origin !== secureOrigin || event.source !== popup || data?.type !== SOCIAL_RESULT) return
      done()
      const text = (value: unknown) => (typeof value === 'string' ? value : null)
      resolve({ code: text(data.code), state: text(data.state), error: text(data.error) })
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      done()
      reject(new Error('Login was cancelled'))
    }, POPUP_POLL_MS)
    const done = () => {
      clearInterval(timer)
      window.removeEventListener('message', onMessage)
    }
    window.addEventListener('message', onMessage)
  })
}
