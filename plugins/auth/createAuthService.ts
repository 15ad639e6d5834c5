// The embedded wallet as the kit sees it: the secure frame's channel, the signed-in session,
// the email login steps, the AUTH connector's provider and the approval of unsafe requests.
import { createStore, type CaipNetwork, type Connector, type PluginContext } from '../../kernel/plugin'
import { createAuthProvider, type AuthProvider } from './createAuthProvider'
import type { FrameChain, FrameMethods, FrameSession } from './frameProtocol'
import type { FrameChannel } from './openFrameChannel'

export const AUTH_CONNECTOR_ID = 'AUTH'

export interface AuthState {
  /** The secure frame: loading until READY, failed when it never came (AUTH-11, AUTH-13). */
  frame: 'loading' | 'ready' | 'failed'
  session: FrameSession | undefined
  /** A request waits for the visitor in the frame (ApproveTransaction). */
  approving: boolean
  /** The box in ApproveTransaction the frame is placed over, while that view shows. */
  anchor: HTMLElement | undefined
}

export interface AuthService {
  store: ReturnType<typeof createStore<AuthState>>
  connector: Connector
  provider: AuthProvider
  /** The secure site's base URL (its own pages: key export). */
  secureSite: string
  startEmail(email: string): Promise<FrameMethods['emailStart'][1]>
  awaitDevice(email: string): Promise<void>
  resendCode(email: string): Promise<void>
  /** Checks the code in the secure site, then connects the account; resolves once connected. */
  verifyCode(email: string, code: string): Promise<void>
  /** After a reload: reconnects when the secure site still has the session this kit connected with. */
  restore(): Promise<void>
  /** Rejects the request waiting for approval (the modal closed or the visitor left the view). */
  cancelApproval(): void
  signOut(): Promise<void>
}

const STORED_CONNECTED = 'connected'

export function createAuthService(ctx: PluginContext, frame: FrameChannel): AuthService {
  const store = createStore<AuthState>(() => ({ frame: 'loading', session: undefined, approving: false, anchor: undefined }))
  frame.ready.then(
    () => store.setState({ frame: 'ready' }),
    () => store.setState({ frame: 'failed' }),
  )

  const evmNetworks = () => ctx.stores.networks.networksOf('eip155')
  const networkOf = (chainId: number): CaipNetwork | undefined => evmNetworks().find((n) => Number(n.id) === chainId)
  const rpcUrlOf = (network: CaipNetwork | undefined) => network?.rpcUrls?.default?.http?.[0]
  let chainId = Number((ctx.stores.networks.getState().activeNetworks.eip155 ?? evmNetworks()[0])?.id ?? 1)

  const theme = () => (ctx.stores.theme.getState().themeMode === 'light' ? 'light' : 'dark')

  function chainFor(id: number): FrameChain {
    const network = networkOf(id)
    const rpcUrl = rpcUrlOf(network)
    if (!network || !rpcUrl) throw new Error(`Network eip155:${id} is not configured`)
    return { id, name: network.name, rpcUrl, nativeCurrency: network.nativeCurrency }
  }

  /** AUTH-16/17: the approval shows in ApproveTransaction, over the card; the request waits there. */
  async function approve(request: { method: string; params?: unknown; chainId: number }): Promise<unknown> {
    const chain = chainFor(request.chainId)
    if (ctx.stores.modal.getState().open) {
      if (ctx.router.getState().view !== 'ApproveTransaction') ctx.router.push('ApproveTransaction')
    } else {
      ctx.modal.open({ view: 'ApproveTransaction' })
    }
    store.setState({ approving: true })
    try {
      return await frame.call('rpc', { method: request.method, params: request.params, chain, appName: ctx.config.metadata?.name || location.host, theme: theme() }, { untimed: true })
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
    address: () => store.getState().session?.address,
    chainId: () => chainId,
    rpcUrl: (id) => rpcUrlOf(networkOf(id)),
    setChainId: (id) => void (chainId = id),
    approve,
  })

  const connector: Connector = { id: AUTH_CONNECTOR_ID, name: 'Email Wallet', type: 'AUTH', chain: 'eip155', provider }

  async function connect(): Promise<void> {
    const network = ctx.stores.networks.getState().activeNetworks.eip155 ?? evmNetworks()[0]
    if (network) chainId = Number(network.id)
    await ctx.connection.connect({ connector, namespace: 'eip155', network })
    ctx.storage.set(STORED_CONNECTED, true)
  }

  function setSession(session: FrameSession | undefined) {
    store.setState({ session })
    provider.emit('accountsChanged', session ? [session.address] : [])
  }

  return {
    store,
    connector,
    provider,
    secureSite: ctx.config.endpoints.secureSite.replace(/\/$/, ''),
    startEmail: (email) => frame.call('emailStart', { email }),
    async awaitDevice(email) {
      await frame.call('awaitDevice', { email }, { untimed: true })
    },
    async resendCode(email) {
      await frame.call('emailResend', { email })
    },
    async verifyCode(email, code) {
      setSession(await frame.call('emailVerify', { email, code }))
      await connect()
    },
    async restore() {
      if (ctx.storage.get(STORED_CONNECTED) !== true) return
      const session = await frame.call('getSession')
      if (!session) return ctx.storage.remove(STORED_CONNECTED)
      setSession(session)
      if (!ctx.stores.connection.getState().connections.eip155) await connect()
    },
    cancelApproval() {
      if (store.getState().approving) void frame.call('cancelPending').catch(() => undefined)
    },
    async signOut() {
      ctx.storage.remove(STORED_CONNECTED)
      setSession(undefined)
      await frame.call('signOut')
    },
  }
}
