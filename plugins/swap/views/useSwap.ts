import { useService, useStoreState } from '../../../ui-shell/components'
import { SWAP_SERVICE } from '../index'
import { tokenKey, type SwapToken } from '../swapToken'

/** The swap service and its state, for the three views. */
export function useSwap() {
  const service = useService(SWAP_SERVICE)
  const state = useStoreState(service.state)
  const priceOf = (token: SwapToken | undefined) => (token ? (state.prices[tokenKey(token)] ?? 0) : 0)
  return { service, state, priceOf }
}
