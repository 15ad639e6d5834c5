import { isAddress, lazyService, loadService, type CaipNetwork, type ChainAdapterEvent, type Connector, type LazyService } from '../../kernel/plugin'
import { eip155WalletConnectNamespace } from './eip155WalletConnectNamespace'
import type { Eip155AdapterState, Eip155WalletActions } from './eip155WalletActions'
import type { Eip155Adapter, Eip155AdapterOptions } from './types'
import { eip155Messages } from './eip155MessagePack'

/** The members that wait for a wallet: their code (eip155WalletActions.ts) loads with startup. */
const WALLET_ACTIONS = [
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'getBalance',
  'signMessage',
  'sendTransaction',
  'sendCalls',
  'writeContract',
  'signTypedData',
  'estimateFee',
  'waitForTransaction',
  'readReceived',
  'getCapabilities',
  'getCallsStatus',
  'autoConnectConnector',
] as const satisfies readonly (keyof Eip155WalletActions)[]

/**
 * The EVM chain plugin: `createAppKit({ adapters: [eip155Adapter()] })`. Discovery, connect,
 * events and switching need no viem; balance reads import it when first asked. What the host's
 * first chunk holds is the shared state and the sync members; discovery and the wallet side are
 * a stand-in whose code the kit's startup loads (loadService) before it registers the adapter,
 * so calls from then on are direct, and a call before that loads it first. Used without a kit,
 * `await loadService(adapter)` before asking for its connectors: discovery starts with that code.
 */
export function eip155Adapter(given: Eip155AdapterOptions = {}): Eip155Adapter {
  const walletListeners = new Set<(event: ChainAdapterEvent) => void>()
  const state: Eip155AdapterState = {
    // The kit's config fills what the host did not pass (configure runs at registration).
    options: given,
    session: undefined,
    known: new Map<string, CaipNetwork>(),
    remember(network) {
      if (network?.chainNamespace === 'eip155') state.known.set(network.caipNetworkId, network)
    },
    emit: (event) => walletListeners.forEach((listener) => listener(event)),
    endSession() {
      state.session?.unbind()
      state.session = undefined
    },
    discovery: undefined,
  }
  given.networks?.forEach(state.remember)

  const wallet: LazyService<Eip155WalletActions> = lazyService<Eip155WalletActions>(
    () => import('./eip155WalletActions').then((m) => m.eip155WalletActions(state)),
    {
      async: WALLET_ACTIONS,
      // Discovery starts with the loaded code: no wallet is found before it, and a watch asked
      // earlier starts then, with the wallets found by that time.
      unloaded: {
        // Before the wallet side (and its keccak) loads, the shape rule; startup loads it before any token list.
        isTokenAddress: (address: string) => isAddress(address, 'eip155'),
        getConnectors: () => [],
        watchConnectors(onChange: (connectors: Connector[]) => void) {
          let unwatch: (() => void) | undefined
          let stopped = false
          void loadService(wallet).then(() => {
            // A failed load leaves nothing to watch; the next wallet call retries it.
            if (stopped || !wallet.loaded) return
            unwatch = wallet.watchConnectors(onChange)
            onChange(wallet.getConnectors())
          })
          return () => {
            stopped = true
            unwatch?.()
          }
        },
      },
    },
  )
  const adapter: Eip155Adapter = Object.assign(wallet, {
    namespace: 'eip155' as const,
    // The words of the errors this family throws for visitors, in the kit's locale.
    messages: eip155Messages,
    defaultAccountType: 'eoa' as const,
    isAddress: (address: string) => isAddress(address, 'eip155'),
    configure(context: Parameters<NonNullable<Eip155Adapter['configure']>>[0]) {
      const explicit = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined))
      state.options = {
        enableEIP6963: context.enableEIP6963,
        enableInjected: context.enableInjected,
        networks: context.networks,
        projectId: context.projectId,
        blockchainApi: context.endpoints.blockchainApi,
        ...explicit,
      }
      state.options.networks?.forEach(state.remember)
    },
    sendTransfer: (({ from, to, value, network, provider }) =>
      adapter.sendTransaction({ from, to, value, network, provider })) satisfies Eip155Adapter['sendTransfer'],
    getProvider: () => state.session?.provider,
    watchWallet(listener: (event: ChainAdapterEvent) => void) {
      walletListeners.add(listener)
      return () => void walletListeners.delete(listener)
    },
    walletConnectNamespace(networks: readonly CaipNetwork[]) {
      networks.forEach(state.remember)
      return eip155WalletConnectNamespace(networks)
    },
    destroy() {
      state.endSession()
      walletListeners.clear()
      state.discovery?.stop()
    },
  })
  return adapter
}
