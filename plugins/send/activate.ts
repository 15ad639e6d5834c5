import { I18N, type ChainNamespace, type PluginContext } from '../../kernel/plugin'
import { createSendService, SEND_NAMESPACES, sendsOn } from './createSendService'
import { createSendStore } from './createSendStore'
import { networkBalanceInUsd } from './sendableTokens'
import { SEND_SERVICE, SEND_STORE } from './index'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  WalletSend: () => import('./views/WalletSend'),
  WalletSendSelectToken: () => import('./views/WalletSendSelectToken'),
  WalletSendPreview: () => import('./views/WalletSendPreview'),
}

/**
 * Registers the send draft and the send service into the kit, resets the draft when everything
 * disconnects (DISC-07), and keeps networkBalanceInUSD in step with the account's balances.
 */
export function activate(ctx: PluginContext): void {
  const { accounts, connection, networks } = ctx.stores

  const store = createSendStore()
  ctx.provide(SEND_STORE, store)
  ctx.provide(
    SEND_SERVICE,
    createSendService({
      store,
      registry: ctx.chains,
      accounts,
      connection,
      connectors: ctx.stores.connectors,
      networks,
      modal: ctx.mutate,
      snackbar: ctx.snackbar,
      router: ctx.router,
      bus: ctx.bus,
      i18n: ctx.use(I18N),
    }),
  )

  // A third party's chain plugin that implements sendTransfer gets the Send action too. The entry
  // replaces the manifest's by id, so it names the spec's namespaces as well.
  const extra = new Set<ChainNamespace>()
  let undoAction: (() => void) | undefined
  const offerOn = (namespace: ChainNamespace) => {
    if (SEND_NAMESPACES.includes(namespace) || extra.has(namespace) || !sendsOn(namespace, ctx.chains.find(namespace))) return
    extra.add(namespace)
    undoAction?.()
    undoAction = ctx.registerAccountAction({ id: 'send', view: 'WalletSend', label: 'Send', namespaces: [...SEND_NAMESPACES, ...extra] })
  }
  ctx.chains.namespaces().forEach(offerOn)
  ctx.onDispose(ctx.chains.onRegister(offerOn))

  const syncNetworkBalance = () => {
    const namespace = connection.getState().activeNamespace
    if (!namespace) return store.setNetworkBalanceInUSD(undefined)
    const network = networks.getState().activeNetworks[namespace]
    store.setNetworkBalanceInUSD(networkBalanceInUsd(accounts.get(namespace).tokenBalance, network))
  }
  syncNetworkBalance()
  ctx.onDispose(accounts.subscribe(syncNetworkBalance))
  ctx.onDispose(networks.subscribe(syncNetworkBalance))
  ctx.onDispose(connection.subscribe(syncNetworkBalance))
  // DISC-07: a disconnect with no argument forgets the draft entirely.
  ctx.hooks.disconnectAll.add(() => store.reset())
}
