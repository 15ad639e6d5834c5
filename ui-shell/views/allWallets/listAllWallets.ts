import type { Connector, WalletEntry } from '../../../kernel'
import { findInstalledConnector } from './findInstalledConnector'

export interface AllWalletsEntry {
  wallet: WalletEntry
  /** Present when the wallet is installed: selecting it connects through this connector. */
  connector?: Connector
}

/**
 * The AllWallets grid: the given lists in order (featured, recommended, then the pages), each
 * wallet once, installed ones first (AppKit's markWalletsAsInstalled), otherwise stable.
 */
export function listAllWallets(
  lists: readonly (readonly WalletEntry[])[],
  connectors: readonly Connector[],
  isMobile = false,
): AllWalletsEntry[] {
  const seen = new Set<string>()
  const entries: AllWalletsEntry[] = []
  for (const list of lists) {
    for (const wallet of list) {
      if (seen.has(wallet.id)) continue
      seen.add(wallet.id)
      entries.push({ wallet, connector: findInstalledConnector(wallet, connectors, isMobile) })
    }
  }
  const installed = entries.filter((e) => e.connector)
  return installed.length ? [...installed, ...entries.filter((e) => !e.connector)] : entries
}
