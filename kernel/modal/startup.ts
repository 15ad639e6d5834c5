import type { DependencyContainer } from '../container/tsyringe'
import { StorageKeys } from '../storage/storageKeys'
import { STARTUP, STORAGE } from '../tokens'

/** Start-up's milestones (registered by createAppKit), for what prepares the first open. */
export interface Startup {
  /** The open rules have their local inputs (chains, plugins on local features, connectors): what open() waits for. */
  openable(): Promise<void>
  /** All of start-up: the remote config (time-boxed) and restored sessions too. */
  ready(): Promise<void>
}

/**
 * Resolves once the view an open would show is known: when the open rules have their local
 * inputs, or, where storage says a session was connected, once start-up has tried to restore it
 * (the view is then Account, not Connect). Never waits on the remote config otherwise: what it
 * turns on joins the open view in place (issue 32).
 */
export function openViewKnown(c: DependencyContainer): Promise<void> {
  const startup = c.resolve(STARTUP)
  return c.resolve(STORAGE).get<unknown>(StorageKeys.connectionStatus) === 'connected' ? startup.ready() : startup.openable()
}
