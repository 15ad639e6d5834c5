import type { PluginContext } from '../../kernel/plugin'
import { createSiwxService } from './createSiwxService'
import type { SIWXConfig } from './siwxTypes'
import { SIWX_SERVICE } from './index'

/** The code index.ts names instead of importing (views, slot components, tabs): no `import()` in the manifest. */
export const views = {
  SIWXSignMessage: () => import('./views/SIWXSignMessage'),
}

/**
 * Joins the kit's sign-in gate (SIWXSignMessage after connect, RTR-16 through isRequired and
 * hasSession), ends sessions on a full disconnect (DISC-09), and asks again when the connected
 * account or its network changes to one without a session (a reload with a session asks nothing).
 */
export function activate(ctx: PluginContext): void {
  const service = createSiwxService(ctx, ctx.config.siwx as SIWXConfig | undefined)
  const config = service.config
  if (!config) return
  ctx.provide(SIWX_SERVICE, service)

  const { connection, accounts, networks } = ctx.stores
  config.bindKit?.({
    api: ctx.api.http('api'),
    rpcUrl: (chainId) => networks.find(chainId)?.rpcUrls.default.http[0],
    hasNetwork: (chainId) => networks.find(chainId) !== undefined,
  })

  ctx.hooks.signInGates.add({
    isRequired: () => service.isRequired(),
    hasSession: () => service.state.getState().hasSession,
    onConnected: () => service.ensureSession(),
  })
  ctx.hooks.disconnectAll.add(() => service.clearSessions())

  // SIWX-01: while the connected account has no session, AccountSettings offers to sign in.
  let removeRow: (() => void) | undefined
  const syncRow = () => {
    const { caipAddress, hasSession } = service.state.getState()
    const wanted = Boolean(caipAddress) && !hasSession
    if (wanted && !removeRow) {
      // Drawn by SignInRow (the same label, test id and view), so its words follow the kit's locale.
      removeRow = ctx.registerSlot('accountSettings', {
        id: 'siwx-sign-in',
        label: 'Sign in with wallet',
        view: 'SIWXSignMessage',
        testId: 'account-siwx-sign-in',
        component: () => import('./views/SignInRow'),
      })
    } else if (!wanted && removeRow) {
      removeRow()
      removeRow = undefined
    }
  }
  ctx.onDispose(service.state.subscribe(syncRow))

  let seen: string | undefined
  const watch = () => {
    const namespace = connection.getState().activeNamespace
    const caipAddress = namespace ? accounts.get(namespace).caipAddress : undefined
    const network = namespace ? networks.getState().activeNetworks[namespace]?.caipNetworkId : undefined
    const key = caipAddress && network ? `${caipAddress}|${network}` : undefined
    if (key === seen) return
    seen = key
    if (!key) service.state.setState({ caipAddress: undefined, hasSession: false })
    else void service.ensureSession()
  }
  watch()
  ctx.onDispose(connection.subscribe(watch))
  ctx.onDispose(accounts.subscribe(watch))
  ctx.onDispose(networks.subscribe(watch))
}
