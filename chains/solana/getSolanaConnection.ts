import type { Connection, ConnectionConfig } from '@solana/web3.js'
import type { CaipNetwork } from '../../kernel/plugin'
import { rpcUrlOf, type Commitment } from './getSolanaBalance'

/** What web3.js's `new Connection(url, ...)` takes second: a commitment, or a whole config (AppKit's `connectionSettings`). */
export type SolanaConnectionSettings = Commitment | ConnectionConfig

const byCommitment = new Map<string, Connection>()
// A config object (headers, a custom fetch, a websocket URL) is keyed by identity: two objects may
// hold functions that differ, so they never share a connection.
const byConfig = new WeakMap<ConnectionConfig, Map<string, Connection>>()

/**
 * A web3.js Connection to a network's RPC, one per URL and settings (AppKit's
 * useAppKitConnection hands the host the same object while the network stays).
 */
export async function getSolanaConnection(network: CaipNetwork, settings: SolanaConnectionSettings = 'confirmed'): Promise<Connection> {
  const url = rpcUrlOf(network)
  let cache: Map<string, Connection>
  let key = url
  if (typeof settings === 'string') {
    cache = byCommitment
    key = `${settings} ${url}`
  } else {
    cache = byConfig.get(settings) ?? new Map()
    byConfig.set(settings, cache)
  }
  let connection = cache.get(key)
  if (!connection) {
    const { Connection } = await import('@solana/web3.js')
    connection = new Connection(url, settings)
    cache.set(key, connection)
  }
  return connection
}
