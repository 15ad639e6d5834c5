import {
  ChainError,
  ErrorMessages,
  errorMessage,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type ChainRegistry,
  type PluginMutators,
  type PluginStores,
  type EventBus,
  type Router,
  type I18n,
  type Snackbar,
  type TrackEventName,
} from '../../kernel/plugin'
import type { SendStore } from './createSendStore'
import { sendDraft } from './sendDraft'
import { sendSnackMessages } from './sendMessages'
import { validateSendDraft } from './validateSendDraft'

/** The snacks in English (the tests read them); shown through `deps.text` in the kit's locale. */
export const SEND_SNACKS = sendSnackMessages.en

export interface SendService {
  /**
   * Sends the draft on the active network. On success the draft resets and the router returns
   * to Account; on failure the error shows as a snack, the draft stays, and the error is rethrown.
   * Resolves with the transaction hash (eip155) or signature (solana).
   */
  send(): Promise<string>
}

export interface SendServiceDeps {
  store: SendStore
  registry: Pick<ChainRegistry, 'get' | 'find'>
  accounts: Pick<PluginStores['accounts'], 'get'>
  connection: PluginStores['connection']
  connectors: Pick<PluginStores['connectors'], 'getConnector'>
  networks: PluginStores['networks']
  modal: Pick<PluginMutators, 'setLoading'>
  snackbar: Snackbar
  router: Router
  bus: EventBus
  /** The kit's messages (the plugin context's I18N); without it the snacks are English. */
  i18n?: Pick<I18n, 'text'>
}

/** Spec §4: the kit's families that send (SEND-12); the kit's other families have no sendTransfer. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * Whether send is offered on a namespace: the spec's two, or a third party's chain plugin that
 * implements `sendTransfer` (issue 34: a new family could not send through the kit at all).
 */
export const sendsOn = (namespace: ChainNamespace, adapter: Pick<ChainAdapter, 'sendTransfer' | 'walletConnectOnly'> | undefined): boolean =>
  SEND_NAMESPACES.includes(namespace) || Boolean(adapter?.sendTransfer && !adapter.walletConnectOnly)

export function createSendService(deps: SendServiceDeps): SendService {
  const { store, modal, snackbar, bus } = deps
  const snack = (key: keyof typeof SEND_SNACKS) => (deps.i18n ? deps.i18n.text(sendSnackMessages, key) : SEND_SNACKS[key])

  const activeNetwork = (): { namespace: ChainNamespace | undefined; network: CaipNetwork | undefined } => {
    const namespace = deps.connection.getState().activeNamespace
    return { namespace, network: namespace ? deps.networks.getState().activeNetworks[namespace] : undefined }
  }

  // Only the embedded wallet has smart accounts; a preference alone does not make an external wallet one.
  const isSmartAccount = (namespace: ChainNamespace | undefined) => {
    if (!namespace) return false
    const account = deps.accounts.get(namespace)
    return account.connectedWalletInfo?.type === 'AUTH' && account.preferredAccountTypes?.[namespace] === 'smartAccount'
  }

  const track = (event: TrackEventName, properties: Record<string, unknown>) =>
    bus.emit('track', { type: 'track', event, properties })

  // The connected connector's provider, as the public getProvider finds it (WalletConnect sessions included).
  const providerOf = (namespace: ChainNamespace) => {
    const connectorId = deps.connection.getState().connections[namespace]?.connectorId
    return connectorId ? deps.connectors.getConnector(connectorId, namespace)?.provider : undefined
  }

  async function dispatch(namespace: ChainNamespace | undefined, network: CaipNetwork | undefined, properties: Record<string, unknown>) {
    const found = namespace ? deps.registry.find(namespace) : undefined
    const adapter = namespace && sendsOn(namespace, found) ? found : undefined
    // SEND-12: checked first, as AppKit looks at the namespace before the draft.
    if (!namespace || !network || !adapter) throw new ChainError(ErrorMessages.unsupportedChain)
    const draft = validateSendDraft(store.getState())
    const from = deps.accounts.get(namespace).address
    if (!from) throw new ChainError(ErrorMessages.noActiveCaipAddress)
    track('SEND_INITIATED', properties)
    return sendDraft({ adapter, provider: providerOf(namespace), from, draft, network })
  }

  return {
    async send() {
      const { namespace, network } = activeNetwork()
      const { token, sendTokenAmount } = store.getState()
      const properties = {
        token: token?.symbol ?? '',
        amount: sendTokenAmount ?? '',
        network: network?.caipNetworkId ?? '',
        isSmartAccount: isSmartAccount(namespace),
      }
      // SEND-06: the draft, the modal and a snack all say a send is under way.
      store.setLoading(true)
      modal.setLoading(namespace, true)
      snackbar.showLoading(snack('sending'))
      try {
        const hash = await dispatch(namespace, network, properties)
        store.resetSend()
        deps.router.reset('Account')
        snackbar.showSuccess(snack('started'))
        track('SEND_SUCCESS', { ...properties, hash })
        return hash
      } catch (error) {
        track('SEND_ERROR', { ...properties, message: errorMessage(error) })
        snackbar.showError(error)
        throw error
      } finally {
        store.setLoading(false)
        modal.setLoading(namespace, false)
      }
    },
  }
}
