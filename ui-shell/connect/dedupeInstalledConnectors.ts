import type { ChainNamespace, Connector } from '../../kernel'

export interface InstalledConnectorGroup {
  /** The row's connector: the first of its wallet, MULTI_CHAIN before ANNOUNCED before INJECTED. */
  connector: Connector
  namespaces: ChainNamespace[]
}

const PRIORITY: Partial<Record<Connector['type'], number>> = { MULTI_CHAIN: 0, ANNOUNCED: 1, INJECTED: 2 }

/**
 * One row per installed wallet. A wallet can reach the kit several ways: injected as
 * window.ethereum and announced over EIP-6963 (same provider object or same rdns), or announced by
 * two chain plugins (same rdns or same name). Those are one row, listing every namespace.
 */
export function dedupeInstalledConnectors(connectors: readonly Connector[]): InstalledConnectorGroup[] {
  const ordered = connectors
    .map((connector, index) => ({ connector, index }))
    .sort((a, b) => (PRIORITY[a.connector.type] ?? 3) - (PRIORITY[b.connector.type] ?? 3) || a.index - b.index)
  const groups: (InstalledConnectorGroup & { keys: Set<unknown> })[] = []
  for (const { connector } of ordered) {
    const members = [connector, ...(connector.connectors ?? [])]
    const keys = new Set<unknown>(
      members.flatMap((c) => [
        c.provider,
        c.info?.rdns ? `rdns:${c.info.rdns}` : undefined,
        c.explorerId ? `id:${c.explorerId}` : undefined,
        `name:${c.name.toLowerCase()}`,
      ]).filter(Boolean),
    )
    const namespaces = [...new Set(members.map((c) => c.chain))]
    const same = groups.find((g) => [...keys].some((key) => g.keys.has(key)))
    if (same) {
      for (const key of keys) same.keys.add(key)
      for (const ns of namespaces) if (!same.namespaces.includes(ns)) same.namespaces.push(ns)
      continue
    }
    groups.push({ connector, namespaces, keys })
  }
  // Display order stays MULTI_CHAIN, ANNOUNCED, INJECTED (AppKit's), each in arrival order.
  return groups.map(({ connector, namespaces }) => ({ connector, namespaces }))
}
