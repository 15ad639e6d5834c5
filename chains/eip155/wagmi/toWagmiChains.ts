import type { Chain } from 'viem'
import { AirlockError, type AppKitNetwork, type CaipNetwork, type CaipNetworkId } from '../../../kernel/plugin'

/** The host's eip155 networks in CAIP form (other namespaces are another adapter's). */
export function eip155Networks(networks: readonly AppKitNetwork[]): CaipNetwork[] {
  return networks
    .filter((n) => (n.chainNamespace ?? 'eip155') === 'eip155')
    .map((n) => ({ ...n, chainNamespace: 'eip155', caipNetworkId: n.caipNetworkId ?? (`eip155:${n.id}` as CaipNetworkId) }))
}

/** wagmi's `chains`: viem chain objects, which the CAIP networks already are, with numeric ids. */
export function toWagmiChains(networks: readonly CaipNetwork[]): readonly [Chain, ...Chain[]] {
  if (networks.length === 0) throw new AirlockError('WagmiAdapter needs at least one eip155 network in `networks`')
  return networks.map((n) => ({ ...n, id: Number(n.id) }) as unknown as Chain) as [Chain, ...Chain[]]
}
