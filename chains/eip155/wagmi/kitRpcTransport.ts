import { createTransport, http, type EIP1193RequestFn, type Transport } from 'viem'

/**
 * A wagmi transport on the RPC URL the kit uses for a network, read at each request: the adapter
 * exists before createAppKit resolves its networks (the blockchain API gateway with the project
 * id, or the host's customRpcUrls), and wagmi caches a chain's client from its first use.
 */
export function kitRpcTransport(urlOf: () => string | undefined): Transport {
  return ({ chain, timeout, retryCount }) => {
    let current: { url: string; request: ReturnType<Transport>['request'] } | undefined
    const requestFor = () => {
      const url = urlOf()
      if (!url) throw new Error(`No RPC URL for chain ${chain?.id ?? 'unknown'}`)
      // The outer transport retries; the inner one must not retry again.
      if (current?.url !== url) current = { url, request: http(url, { retryCount: 0 })({ chain, timeout, retryCount: 0 }).request }
      return current.request
    }
    return createTransport({
      key: 'airlock',
      name: 'Kit RPC',
      type: 'http',
      retryCount,
      timeout,
      request: ((args) => requestFor()(args)) as EIP1193RequestFn,
    })
  }
}
