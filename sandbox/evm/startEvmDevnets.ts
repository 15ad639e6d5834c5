// Both local EVM chains (ids 1 and 137), started in parallel.
import { DEVNET_CHAIN_CONFIGS, type DevnetChainId } from './devnetChains'
import { startEvmDevnet } from './startEvmDevnet'
import type { EvmDevnet, EvmDevnets } from './types'

export interface StartEvmDevnetsOptions {
  host?: string
  /** 0 or absent picks a free port. */
  ports?: { mainnet?: number; polygon?: number }
}

export async function startEvmDevnets({ host, ports = {} }: StartEvmDevnetsOptions = {}): Promise<EvmDevnets> {
  const started = await Promise.allSettled([
    startEvmDevnet(DEVNET_CHAIN_CONFIGS[1], { host, port: ports.mainnet ?? 0 }),
    startEvmDevnet(DEVNET_CHAIN_CONFIGS[137], { host, port: ports.polygon ?? 0 }),
  ])
  const failure = started.find((r) => r.status === 'rejected')
  if (failure) {
    // Do not leak the chain that did start.
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.close() : undefined)))
    throw failure.reason
  }
  const [mainnet, polygon] = started.map((r) => (r as PromiseFulfilledResult<EvmDevnet & { close(): Promise<void> }>).value) as [
    EvmDevnet & { close(): Promise<void> },
    EvmDevnet & { close(): Promise<void> },
  ]
  const chains: Record<DevnetChainId, EvmDevnet> = { 1: mainnet, 137: polygon }
  return {
    chains,
    close: async () => {
      await Promise.all([mainnet.close(), polygon.close()])
    },
  }
}
