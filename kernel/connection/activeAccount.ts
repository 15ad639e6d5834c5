import type { DependencyContainer } from '../container/tsyringe'
import * as T from '../tokens'
import type { AccountState } from '../types'

/** The active namespace's account, if a namespace is active. */
export function activeAccount(c: DependencyContainer): AccountState | undefined {
  const namespace = c.resolve(T.CONNECTION_STORE).getState().activeNamespace
  return namespace ? c.resolve(T.ACCOUNT_STORE).get(namespace) : undefined
}

export function activeAddress(c: DependencyContainer): string | undefined {
  return activeAccount(c)?.address
}
