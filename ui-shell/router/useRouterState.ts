import { ROUTER, type RouterState } from '../../kernel'
import { useStoreState } from '../hooks/useStoreState'
import { useService } from '../kit/useService'

/**
 * The kernel router's state: `{ view, data, history, transition }`. Views read their data here
 * and navigate with `useService(ROUTER).push(...)` / `.goBack()`: the kernel owns navigation.
 */
export function useRouterState(): RouterState {
  return useStoreState(useService(ROUTER))
}
