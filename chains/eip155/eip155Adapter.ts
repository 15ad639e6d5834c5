import { isAddress, lazyService, type CaipNetwork, type ChainAdapterEvent } from '../../kernel/plugin'
import { createConnectorDiscovery } from './createConnectorDiscovery'
import { eip155WalletConnectNamespace } from './eip155WalletConnectNamespace'
import type { Eip155AdapterState, Eip155WalletActions } from './eip155WalletActions'
import type { Eip155Adapter, Eip155AdapterOptions } from './types'

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
  'getCapabilities',
  'getCallsStatus',
] as const satisfies readonly (keyof Eip155WalletActions)[]

/**
 * The EVM chain plugin: `createAppKit({ adapters: [eip155Adapter()] })`. Discovery, connect,
 * events and switching need no viem; balance reads import it when first asked. What the host's
 * first chunk holds is discovery and the sync members; the wallet side is a stand-in whose code
 * the kit's startup loads (loadService) before it registers the adapter, so calls from then on
 * are direct, and a call before that loads it first.
 */
export function eip155Adapter(given: Eip155AdapterOptions = {}): Eip155Adapter {
  let discovery: ReturnType<typeof createConnectorDiscovery> | undefined
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
  }
  const discover = () => (discovery ??= createConnectorDiscovery(state.options))
  given.networks?.forEach(state.remember)

  const wallet = lazyService<Eip155WalletActions>(() => import('./eip155WalletActions').then((m) => m.eip155WalletActions(state)), {
    async: WALLET_ACTIONS,
  })
  const adapter: Eip155Adapter = Object.assign(wallet, {
    namespace: 'eip155' as const,
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
    getConnectors: () => discover().list(),
    watchConnectors: (onChange: Parameters<Eip155Adapter['watchConnectors']>[0]) => discover().watch(onChange),
    autoConnectConnector: () => discover().multisig(),
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
      discovery?.stop()
    },
  })
  return adapter
}
