// The EVM devnets behind Node proxies on the requested ports (see startRpcProxy.ts for why).
import type { EvmDevnets } from '../evm/types'
import { closeAll } from './closeAll'
import { startRpcProxy, type RpcProxy } from './startRpcProxy'

export interface ProxiedEvmDevnets {
  devnets: EvmDevnets
  /** The proxies' URLs: what hosts, wallets and the launcher use. */
  urls: { 1: string; 137: string }
  close(): Promise<void>
}

export async function startProxiedEvmDevnets(host: string, ports: { mainnet?: number; polygon?: number }): Promise<ProxiedEvmDevnets> {
  const { startEvmDevnets } = await import('../evm')
  const devnets = await startEvmDevnets({ host, ports: { mainnet: 0, polygon: 0 } })
  const proxies = await Promise.allSettled([
    startRpcProxy({ host, port: ports.mainnet ?? 0, target: devnets.chains[1].rpcUrl }),
    startRpcProxy({ host, port: ports.polygon ?? 0, target: devnets.chains[137].rpcUrl }),
  ])
  const started = proxies.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []))
  const closables = [{ name: 'evm devnets', close: () => devnets.close() }, ...started.map((p) => ({ name: `proxy ${p.url}`, close: () => p.close() }))]
  const failure = proxies.find((p): p is PromiseRejectedResult => p.status === 'rejected')
  if (failure) {
    await closeAll(closables).catch(() => undefined)
    throw failure.reason
  }
  const [mainnet, polygon] = started as [RpcProxy, RpcProxy]
  return { devnets, urls: { 1: mainnet.url, 137: polygon.url }, close: () => closeAll(closables) }
}
