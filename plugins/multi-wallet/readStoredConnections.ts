import type { AccountType, ChainNamespace, WalletConnection } from '../../kernel/plugin'

/** A connection as kept in storage: the network by id, so a network the host dropped reads as absent. */
export interface StoredConnection {
  connectorId: string
  accounts: { address: string; type?: AccountType }[]
  caipNetworkId?: string
  name?: string
  icon?: string
}

export type StoredConnections = Partial<Record<ChainNamespace, StoredConnection[]>>

const ACCOUNT_TYPES: ReadonlySet<unknown> = new Set<AccountType>(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/**
 * Stored connections, keeping only well-formed entries: storage is shared with other tabs, older
 * versions and whatever else runs on the page, so anything malformed reads as absent.
 */
export function readStoredConnections(value: unknown): StoredConnections {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const result: StoredConnections = {}
  for (const [namespace, list] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue
    const entries = list.flatMap((entry): StoredConnection[] => {
      if (!entry || typeof entry !== 'object') return []
      const { connectorId, accounts, caipNetworkId, name, icon } = entry as Record<string, unknown>
      if (!isText(connectorId) || !Array.isArray(accounts)) return []
      const valid = accounts.filter((a): a is { address: string; type?: unknown } => isText((a as { address?: unknown } | null)?.address))
      if (valid.length === 0) return []
      const stored: StoredConnection = { connectorId, accounts: valid.map((a) => (ACCOUNT_TYPES.has(a.type) ? { address: a.address, type: a.type as AccountType } : { address: a.address })) }
      if (isText(caipNetworkId)) stored.caipNetworkId = caipNetworkId
      if (isText(name)) stored.name = name
      if (isText(icon)) stored.icon = icon
      return [stored]
    })
    if (entries.length > 0) result[namespace] = entries
  }
  return result
}

/** The storage shape of a live or recent connection. */
export function toStored(connection: WalletConnection): StoredConnection {
  const stored: StoredConnection = { connectorId: connection.connectorId, accounts: connection.accounts.map((a) => ({ ...a })) }
  if (connection.caipNetwork) stored.caipNetworkId = connection.caipNetwork.caipNetworkId
  if (connection.name) stored.name = connection.name
  if (connection.icon) stored.icon = connection.icon
  return stored
}
