// The kit's own network definitions with their RPC URLs swapped for the local devnets, so a
// host passes them to `networks` and every chain read stays on this machine. Ids, names and
// image ids stay the real ones: the sandbox catalogue serves those images.
import type { CaipNetwork } from '../../kernel'
import { mainnet, polygon, solanaDevnet, tronMainnet } from '../../kernel/networks'

export interface SandboxNetworkUrls {
  evm?: { 1: string; 137: string }
  solana?: { rpcUrl: string; wsUrl: string }
  /** The TRON stand-in, posing as mainnet as the EVM devnet poses as chain 1. */
  tron?: string
}

export function sandboxNetworks({ evm, solana, tron }: SandboxNetworkUrls): CaipNetwork[] {
  const networks: CaipNetwork[] = []
  if (evm) {
    networks.push(withRpc(mainnet, { http: [evm[1]] }), withRpc(polygon, { http: [evm[137]] }))
  }
  if (solana) networks.push(withRpc(solanaDevnet, { http: [solana.rpcUrl], webSocket: [solana.wsUrl] }))
  if (tron) networks.push(withRpc(tronMainnet, { http: [tron] }))
  return networks
}

function withRpc(network: CaipNetwork, rpc: { http: string[]; webSocket?: string[] }): CaipNetwork {
  // Plain copies: hosts may mutate what they get without touching the kit's constants.
  return {
    ...network,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: rpc, chainDefault: rpc },
    ...(network.assets ? { assets: { ...network.assets } } : {}),
    ...(network.blockExplorers ? { blockExplorers: { default: { ...network.blockExplorers.default } } } : {}),
  }
}
