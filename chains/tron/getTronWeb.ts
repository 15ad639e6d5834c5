import { ChainError, type CaipNetwork } from '../../kernel/plugin'

type TronWebClass = typeof import('tronweb').TronWeb
export type TronWebInstance = InstanceType<TronWebClass>

/** The full node of a network: its first RPC URL, which the host (or the sandbox) sets. */
export function tronNodeUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new ChainError(`${network.name} has no RPC URL`)
  return url.replace(/\/+$/, '')
}

const clients = new Map<string, Promise<TronWebInstance>>()

/** One read-only tronweb client per node URL (no key: wallets sign), tronweb loaded on first use. */
export function getTronWeb(network: CaipNetwork): Promise<TronWebInstance> {
  const url = tronNodeUrl(network)
  let client = clients.get(url)
  if (!client) {
    client = import('./tronWebLib').then(({ TronWeb }) => new TronWeb({ fullHost: url }))
    client.catch(() => clients.delete(url))
    clients.set(url, client)
  }
  return client
}
