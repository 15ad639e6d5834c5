import { RECENT_WALLETS_LIMIT, type ConnectorTypeOrder } from '../../kernel'

/** CONV-03: spec §9's connector type order. */
export const CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrder[] = Object.freeze([
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
])

/** The rows of each group, already filtered by the visibility rules; empty groups are dropped. */
export type ConnectorGroups<T> = Partial<Record<ConnectorTypeOrder, readonly T[]>>

export interface OrderedConnectorGroup<T> {
  type: ConnectorTypeOrder
  items: readonly T[]
}

/**
 * The non-empty groups in display order: the host's `features.connectorTypeOrder` first (CONV-04),
 * then the rest in the spec's order (CONV-03). The recent group keeps at most 2 (CNR-10).
 */
export function orderConnectors<T>(
  groups: ConnectorGroups<T>,
  overrides: readonly ConnectorTypeOrder[] = [],
): OrderedConnectorGroup<T>[] {
  const known = (type: string): type is ConnectorTypeOrder => (CONNECTOR_TYPE_ORDER as readonly string[]).includes(type)
  const order = [...new Set([...overrides.filter(known), ...CONNECTOR_TYPE_ORDER])]
  const out: OrderedConnectorGroup<T>[] = []
  for (const type of order) {
    const items = groups[type] ?? []
    if (!items.length) continue
    out.push({ type, items: type === 'recent' ? items.slice(0, RECENT_WALLETS_LIMIT) : items })
  }
  return out
}
