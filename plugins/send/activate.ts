import {
  ACCOUNT_STORE,
  CHAIN_REGISTRY,
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  MODAL,
  NETWORKS_STORE,
  ROUTER,
  SNACKBAR,
  type PluginContext,
} from '../../kernel'
import { createSendService } from './createSendService'
import { createSendStore } from './createSendStore'
import { networkBalanceInUsd } from './sendableTokens'
import { SEND_SERVICE, SEND_STORE } from './index'

/**
 * Registers the send draft and the send service into the kit, resets the draft when everything
 * disconnects (DISC-07), and keeps networkBalanceInUSD in step with the account's balances.
 */
export function activate(ctx: PluginContext): () => void {
  const c = ctx.container
  const accounts = c.resolve(ACCOUNT_STORE)
  const connection = c.resolve(CONNECTION_STORE)
  const networks = c.resolve(NETWORKS_STORE)
  const controller = c.resolve(CONNECTION_CONTROLLER)

  const store = createSendStore()
  c.register(SEND_STORE, { useValue: store })
  c.register(SEND_SERVICE, {
    useValue: createSendService({
      store,
      registry: c.resolve(CHAIN_REGISTRY),
      accounts,
      connection,
      connectors: c.resolve(CONNECTORS_STORE),
      networks,
      modal: c.resolve(MODAL),
      snackbar: c.resolve(SNACKBAR),
      router: c.resolve(ROUTER),
      bus: ctx.bus,
    }),
  })

  const syncNetworkBalance = () => {
    const namespace = connection.getState().activeNamespace
    if (!namespace) return store.setNetworkBalanceInUSD(undefined)
    const network = networks.getState().activeNetworks[namespace]
    store.setNetworkBalanceInUSD(networkBalanceInUsd(accounts.get(namespace).tokenBalance, network))
  }
  syncNetworkBalance()
  const stops = [
    accounts.subscribe(syncNetworkBalance),
    networks.subscribe(syncNetworkBalance),
    connection.subscribe(syncNetworkBalance),
    // DISC-07: a disconnect with no argument forgets the draft entirely.
    controller.onDisconnectAll(() => store.reset()),
  ]
  return () => stops.forEach((stop) => stop())
}
