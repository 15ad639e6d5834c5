import {
  AirlockError,
  createStore,
  ErrorMessages,
  SnackMessages,
  type CaipNetworkId,
  type ChainNamespace,
  type PluginContext,
  type Store,
} from '../../kernel/plugin'
import type { SIWXConfig, SIWXSession } from './siwxTypes'

export interface SiwxState {
  /** The connected account (CAIP-10) the state below is about. */
  caipAddress: string | undefined
  /** That account has a session. */
  hasSession: boolean
  /** A signature is being asked for. */
  signing: boolean
}

export interface SiwxService {
  readonly state: Store<SiwxState>
  readonly config: SIWXConfig | undefined
  isRequired(): boolean
  /**
   * Looks the connected account's sessions up; without one, shows SIWXSignMessage (SIWX-03/04).
   * Resolves true when it took the modal over.
   */
  ensureSession(): Promise<boolean>
  /** Builds the message, has the wallet sign it, stores the session (SIWX-05/06, 10..17). */
  requestSignMessage(): Promise<void>
  /** SIWX-08/09: disconnect when sign-in is required, else just close. */
  cancel(): Promise<void>
  /** DISC-09: sessions end with a disconnect of everything (unless `signOutOnDisconnect` is false). */
  clearSessions(): Promise<void>
}

/** A wallet's refusal, told apart from the kit's own failures by the EIP-1193 code or its words. */
const isUserRejection = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown } | null
  return e?.code === 4001 || /reject|denied|declin|cancel/i.test(String(e?.message ?? ''))
}

/** `config` is the kit's `siwx` (or mapped `siweConfig`); passed apart so SIWX-14 can be shown. */
export function createSiwxService(ctx: PluginContext, config: SIWXConfig | undefined): SiwxService {
  const { connection, accounts, networks, connectors } = ctx.stores
  const state = createStore<SiwxState>({ caipAddress: undefined, hasSession: false, signing: false })

  const active = () => {
    const namespace = connection.getState().activeNamespace
    const account = namespace ? accounts.get(namespace) : undefined
    const network = namespace ? networks.getState().activeNetworks[namespace] : undefined
    return { namespace, address: account?.address, caipAddress: account?.caipAddress, network, account }
  }

  const providerOf = (namespace: ChainNamespace) => {
    const connectorId = connection.getState().connections[namespace]?.connectorId
    return connectorId ? connectors.getConnector(connectorId, namespace)?.provider : undefined
  }

  const isSmartAccount = (namespace: ChainNamespace) => {
    const account = accounts.get(namespace)
    return account.preferredAccountTypes?.[namespace] === 'smartAccount' && account.connectedWalletInfo?.type === 'AUTH'
  }

  const sessionsOf = async (chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> => (config ? config.getSessions(chainId, address) : [])

  /** The current account's session state; a stale answer (the account changed meanwhile) is dropped. */
  async function refresh(): Promise<boolean> {
    const { caipAddress, address, network } = active()
    if (!caipAddress || !address || !network) {
      state.setState({ caipAddress: undefined, hasSession: false })
      return false
    }
    const has = (await sessionsOf(network.caipNetworkId, address)).length > 0
    if (active().caipAddress === caipAddress) state.setState({ caipAddress, hasSession: has })
    return has
  }

  function showSignView() {
    if (ctx.stores.modal.getState().open) ctx.router.reset('SIWXSignMessage')
    else ctx.modal.open({ view: 'SIWXSignMessage' })
  }

  async function setupFailed(error: unknown) {
    ctx.logger.warn('sign-in setup failed', error)
    ctx.snackbar.showError(SnackMessages.siwxSetupFailed) // SIWX-10
    await ctx.connection.disconnect().catch(() => undefined) // SIWX-11
    ctx.router.reset('Connect')
  }

  let pending: Promise<boolean> | undefined
  let pendingFor: string | undefined

  const service: SiwxService = {
    state,
    config,
    isRequired: () => Boolean(config && (config.getRequired?.() ?? false)),

    ensureSession() {
      const { caipAddress } = active()
      if (!config || !caipAddress) return Promise.resolve(false)
      // The connect gate and the account listener may ask together: one look-up, one prompt.
      if (pending && pendingFor === caipAddress) return pending
      pendingFor = caipAddress
      pending = (async () => {
        try {
          if (await refresh()) return false // SIWX-03
        } catch (error) {
          await setupFailed(error)
          return true
        }
        if (active().caipAddress !== caipAddress) return false
        showSignView() // SIWX-04
        return true
      })().finally(() => {
        pending = undefined
        pendingFor = undefined
      })
      return pending
    },

    async requestSignMessage() {
      if (!config) throw new AirlockError(ErrorMessages.siwxNotEnabled) // SIWX-14
      const { namespace, address, caipAddress, network } = active()
      if (!namespace || !address || !caipAddress) throw new AirlockError(ErrorMessages.noActiveCaipAddress) // SIWX-15
      if (!network) throw new AirlockError(ErrorMessages.noActiveCaipNetwork) // SIWX-16
      const adapter = ctx.chains.find(namespace)
      if (!adapter?.signMessage) throw new AirlockError(ErrorMessages.noConnectionControllerClient) // SIWX-17

      state.setState({ signing: true })
      try {
        let message
        try {
          message = await config.createMessage({ accountAddress: address, chainId: network.caipNetworkId })
        } catch (error) {
          return await setupFailed(error)
        }
        const text = message.toString()
        let signature: string
        try {
          signature = await adapter.signMessage({ message: text, address, provider: providerOf(namespace)! })
        } catch (error) {
          // SIWX-12/13: the view stays (SIWX-07), so the visitor can try again or cancel.
          ctx.logger.debug('signature refused', isUserRejection(error) ? 'by the visitor' : error)
          ctx.snackbar.showError(isSmartAccount(namespace) ? SnackMessages.smartAccountsUnsupported : SnackMessages.signatureDeclined)
          return
        }
        const { toString: _, ...data } = message
        try {
          await config.addSession({ data, message: text, signature })
        } catch (error) {
          ctx.logger.warn('the session was refused', error)
          ctx.snackbar.showError(SnackMessages.signatureDeclined)
          return
        }
        if (active().caipAddress === caipAddress) state.setState({ caipAddress, hasSession: true }) // SIWX-05
        ctx.bus.emit('track', { type: 'track', event: 'SIWX_AUTH_SUCCESS', properties: { network: network.caipNetworkId } })
        ctx.modal.close() // SIWX-06
      } finally {
        state.setState({ signing: false })
      }
    },

    async cancel() {
      if (service.isRequired() && !state.getState().hasSession) {
        await ctx.connection.disconnect() // SIWX-08
        ctx.router.reset('Connect')
      }
      ctx.modal.close() // SIWX-09
    },

    async clearSessions() {
      state.setState({ hasSession: false })
      if (config && config.signOutOnDisconnect !== false) await config.setSessions([])
    },
  }
  return service
}
