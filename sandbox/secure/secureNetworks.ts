// The secure site's own network table. What the approval shows (network name, currency,
// decimals, explorer) and where an approved transaction is broadcast come from here, looked up
// by the chain id the request names; whatever else a caller says about a chain is ignored.
import type { CaipNetwork } from '../../kernel'

export interface SecureEvmNetwork {
  /** EIP-155 chain id. */
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrl: string
  explorerUrl?: string
}

export interface SecureSolanaNetwork {
  /** CAIP-2 id, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  caipNetworkId: string
  name: string
  rpcUrl: string
}

export interface SecureNetworks {
  eip155: SecureEvmNetwork[]
  solana: SecureSolanaNetwork[]
}

export const NO_NETWORKS: SecureNetworks = { eip155: [], solana: [] }

/** The table from network definitions (the sandbox passes its devnets'); each needs an http RPC. */
export function secureNetworksFrom(networks: readonly CaipNetwork[]): SecureNetworks {
  const table: SecureNetworks = { eip155: [], solana: [] }
  for (const network of networks) {
    const rpcUrl = network.rpcUrls?.default?.http?.[0]
    if (!rpcUrl) continue
    if (network.chainNamespace === 'eip155') {
      const explorerUrl = network.blockExplorers?.default?.url
      table.eip155.push({ id: Number(network.id), name: network.name, nativeCurrency: { ...network.nativeCurrency }, rpcUrl, ...(explorerUrl ? { explorerUrl } : {}) })
    } else if (network.chainNamespace === 'solana') {
      table.solana.push({ caipNetworkId: network.caipNetworkId, name: network.name, rpcUrl })
    }
  }
  return table
}

/** Origins the frame may fetch from: its own and each network's RPC (the frame's connect-src). */
export function rpcOrigins(table: SecureNetworks): string[] {
  const urls = [...table.eip155, ...table.solana].map((n) => n.rpcUrl)
  return [...new Set(urls.filter((u) => URL.canParse(u)).map((u) => new URL(u).origin))]
}
