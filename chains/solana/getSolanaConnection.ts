import type { Connection } from '@solana/web3.js'
import type { CaipNetwork } from '../../kernel/plugin'
import { rpcUrlOf, type Commitment } from './getSolanaBalance'

const connections = new Map<string, Connection>()

/**
 * A web3.js Connection to a network's RPC, one per URL and commitment (AppKit's
 * useAppKitConnection hands the host the same object while the network stays).
 */
export async function getSolanaConnection(network: CaipNetwork, commitment: Commitment = 'confirmed'): Promise<Connection> {
  const url = rpcUrlOf(network)
  const key = `${commitment} ${url}`
  let connection = connections.get(key)
  if (!connection) {
    const { Connection } = await import('@solana/web3.js')
    connection = new Connection(url, commitment)
    connections.set(key, connection)
  }
  return connection
}
