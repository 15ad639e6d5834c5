import type { ChainNamespace, Connector } from '../../kernel'

export interface InstalledConnectorGroup {
  /**
   * The row's connector: the first of its wallet, MULTI_CHAIN before ANNOUNCED before INJECTED.
   * A wallet found in more than one namespace becomes one MULTI_CHAIN connector grouping the
   * best connector of each namespace (spec §3 connector types; CNR-06).
   */
  connector: Connector
  namespaces: ChainNamespace[]
}

const PRIORITY: Partial<Record<Connector['type'], number>> = { MULTI_CHAIN: 0, ANNOUNCED: 1, INJECTED: 2 }

/** One connector standing for a wallet found in several namespaces; connecting picks the namespace's member. */
function multiChainConnector(first: Connector, members: readonly Connector[]): Connector {
  const group: Connector = { id: first.id, name: first.info?.name ?? first.name, type: 'MULTI_CHAIN', chain: first.chain, connectors: [...members] }
  const imageUrl = [first, ...members].map((c) => c.imageUrl ?? c.info?.icon).find(Boolean)
  if (imageUrl) group.imageUrl = imageUrl
  if (first.imageId) group.imageId = first.imageId
  if (first.explorerId) group.explorerId = first.explorerId
  if (first.info) group.info = first.info
  return group
}

/**
 * One row per installed wallet. A wallet can reach the kit several ways: injected as
 * window.ethereum and announced over EIP-6963 (same provider object or same rdns), or announced by
 * two chain plugins (same rdns or same name). Those are one row, listing every namespace.
 */
export function dedupeInstalledConnectors(connectors: readonly Connector[]): InstalledConnectorGroup[] {
  const ordered = connectors
    .map((connector, index) => ({ connector, index }))
    .sort((a, b) => (PRIORITY[a.connector.type] ?? 3) - (PRIORITY[b.connector.type] ?? 3) || a.index - b.index)
  const groups: (InstalledConnectorGroup & { keys: Set<unknown>; members: Map<ChainNamespace, Connector> })[] = []
  for (const { connector } of ordered) {
    const flat = [connector, ...(connector.connectors ?? [])]
    const keys = new Set<unknown>(
      flat.flatMap((c) => [
        c.provider,
        c.info?.rdns ? `rdns:${c.info.rdns}` : undefined,
        c.explorerId ? `id:${c.explorerId}` : undefined,
        `name:${c.name.toLowerCase()}`,
      ]).filter(Boolean),
    )
    // The connectors that do the work per namespace: a group's members, or the connector itself.
    const workers = connector.connectors?.length ? connector.connectors : [connector]
    const same = groups.find((g) => [...keys].some((key) => g.keys.has(key)))
    const group = same ?? { connector, namespaces: [], keys: new Set<unknown>(), members: new Map<ChainNamespace, Connector>() }
    if (!same) groups.push(group)
    for (const key of keys) group.keys.add(key)
    for (const c of workers) {
      if (!group.namespaces.includes(c.chain)) group.namespaces.push(c.chain)
      // Higher-priority connectors came first: the first of a namespace wins.
      if (!group.members.has(c.chain)) group.members.set(c.chain, c)
    }
  }
  // Display order stays MULTI_CHAIN, ANNOUNCED, INJECTED (AppKit's), each in arrival order.
  return groups.map(({ connector, namespaces, members }) => ({
    connector: namespaces.length > 1 && connector.type !== 'MULTI_CHAIN' ? multiChainConnector(connector, [...members.values()]) : connector,
    namespaces,
  }))
}
