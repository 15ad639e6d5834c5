import { ACCOUNT_STORE, CHAIN_REGISTRY, CONNECTION_STORE, NETWORKS_STORE } from '../../../kernel/plugin'
import { useService, useStoreState } from '../../../ui-shell/components'
import { SEND_STORE } from '../index'

/** What the send views read: the draft and its store, and the active namespace, network, account and chain plugin. */
export function useSendContext() {
  const store = useService(SEND_STORE)
  const draft = useStoreState(store)
  const { activeNamespace: namespace } = useStoreState(useService(CONNECTION_STORE))
  const { activeNetworks } = useStoreState(useService(NETWORKS_STORE))
  const { accounts } = useStoreState(useService(ACCOUNT_STORE))
  const registry = useService(CHAIN_REGISTRY)
  return {
    store,
    draft,
    namespace,
    network: namespace ? activeNetworks[namespace] : undefined,
    account: namespace ? accounts[namespace] : undefined,
    adapter: namespace ? registry.find(namespace) : undefined,
  }
}
