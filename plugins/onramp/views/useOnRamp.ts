import { CONNECTION_STORE, NETWORKS_STORE, ROUTER } from '../../../kernel/plugin'
import { useService, useStoreState } from '../../../ui-shell/components'
import { ONRAMP_SERVICE, ONRAMP_STORE } from '../index'

/** What the on-ramp views read: the state, the service, the router and the active network. */
export function useOnRamp() {
  const store = useService(ONRAMP_STORE)
  const state = useStoreState(store)
  const { activeNamespace } = useStoreState(useService(CONNECTION_STORE))
  const { activeNetworks } = useStoreState(useService(NETWORKS_STORE))
  return {
    store,
    state,
    service: useService(ONRAMP_SERVICE),
    router: useService(ROUTER),
    namespace: activeNamespace,
    network: activeNamespace ? activeNetworks[activeNamespace] : undefined,
  }
}
