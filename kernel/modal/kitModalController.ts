import type { DependencyContainer } from '../container/tsyringe'
import { isMobile } from '../env/isMobile'
import * as T from '../tokens'
import { createModalController, type ModalController } from './createModalController'

/** The kit's modal controller over its container: the open rules' inputs, gates, guards and hooks. */
export function kitModalController(c: DependencyContainer): ModalController {
  const hooks = c.resolve(T.KIT_HOOKS)
  const gates = () => hooks.signInGates.list()
  const config = c.resolve(T.CONFIG)
  const accounts = c.resolve(T.ACCOUNT_STORE)
  const connection = c.resolve(T.CONNECTION_STORE)
  const networks = c.resolve(T.NETWORKS_STORE)
  return createModalController({
    modal: c.resolve(T.MODAL),
    router: c.resolve(T.ROUTER),
    bus: c.resolve(T.BUS),
    getCaipAddress: (namespace) => {
      const ns = namespace ?? connection.getState().activeNamespace
      return ns ? accounts.get(ns).caipAddress : undefined
    },
    getActiveNamespace: () => connection.getState().activeNamespace,
    getNetworkForNamespace: (ns) => networks.getState().activeNetworks[ns] ?? networks.networksOf(ns)[0],
    hasChainAdapters: () => {
      const registry = c.resolve(T.CHAIN_REGISTRY)
      return registry.namespaces().some((ns) => !registry.get(ns).walletConnectOnly)
    },
    isManualWCControl: () => config.manualWCControl,
    isMobile: () => isMobile(),
    isEmbedded: () => config.enableEmbedded,
    isSignInRequired: () => gates().some((gate) => gate.isRequired()),
    hasSiwxSessions: () => !gates().some((gate) => gate.isRequired() && !gate.hasSession()),
    isCloseGuarded: (view) => hooks.closeGuards.list().some((guard) => guard(view)),
    onClose: () => {
      // Closing the modal abandons any connect still waiting on its wallet (a late answer is ignored).
      c.resolve(T.CONNECTION_CONTROLLER).cancelConnect()
      hooks.modalClose.list().forEach((hook) => hook())
    },
    afterConnect: async (namespace, fromView) => {
      const active = namespace ?? connection.getState().activeNamespace
      if (!active) return false
      let tookOver = false
      // Each gate in turn (sign-in prompts must not race); one taking over is enough.
      for (const gate of gates()) if (gate.onConnected && (await gate.onConnected({ namespace: active }))) tookOver = true
      if (tookOver) return true
      // Then the plugins' routes after a connect (multi-wallet's), the first taking over wins.
      for (const hook of hooks.afterConnect.list()) if (await hook({ namespace: active, fromView })) return true
      return false
    },
  })
}
