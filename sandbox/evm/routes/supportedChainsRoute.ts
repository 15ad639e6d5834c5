// GET /v1/supported-chains (SBX-13): the kit skips identity, history, swap, price and balance
// calls for networks missing here, so it must list the local chains.
import type { RouteRegistrar } from '../../api/types'
import type { ChainContexts } from './chainContext'

/** Solana mainnet, devnet and testnet; the Solana devnet answers for them. */
export const SOLANA_CAIP_NETWORK_IDS = [
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
] as const

export function registerSupportedChainsRoute(routes: RouteRegistrar, chains: ChainContexts): void {
  routes.get('/v1/supported-chains', () => {
    const evm = [...chains.keys()]
    // ganache serves websockets on its HTTP port, so the EVM chains are on both lists.
    return { json: { http: [...evm, ...SOLANA_CAIP_NETWORK_IDS], ws: evm } }
  })
}
