import type { ChainNamespace, Connector } from '../../kernel'
import { dedupeInstalledConnectors } from './dedupeInstalledConnectors'

/**
 * The connector for `namespace` of the same installed wallet that connected `connectorId`: a
 * multi-chain wallet connected on one namespace is offered for the next without being picked
 * again (CNR-06). Undefined when that wallet has no connector for the namespace.
 */
export function multiChainSibling(connectors: readonly Connector[], connectorId: string | undefined, namespace: ChainNamespace): Connector | undefined {
  if (!connectorId) return undefined
  for (const { connector } of dedupeInstalledConnectors(connectors)) {
    const members = connector.connectors ?? [connector]
    if (!members.some((c) => c.id === connectorId && c.chain !== namespace)) continue
    const sibling = members.find((c) => c.chain === namespace)
    if (sibling) return sibling
  }
  return undefined
}
