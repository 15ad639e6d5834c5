import type { AppKitNetwork, CaipNetwork, ChainNamespace } from '../types'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'

type NamespaceOf<N> = N extends { chainNamespace: infer C extends ChainNamespace }
  ? C
  : N extends { caipNetworkId: `${infer C}:${string}` }
    ? C
    : 'eip155'

type CaipNetworkIdOf<N extends { id: number | string }> = N extends {
  caipNetworkId: infer I extends `${string}:${string}`
}
  ? I
  : `${NamespaceOf<N>}:${N['id']}`

export type DefinedChain<N extends AppKitNetwork> = Omit<N, 'chainNamespace' | 'caipNetworkId'> & {
  chainNamespace: NamespaceOf<N>
  caipNetworkId: CaipNetworkIdOf<N>
} & CaipNetwork

/**
 * Turns a viem-style chain (or a partial CAIP network) into a CAIP network by filling the two
 * CAIP fields, keeping everything else (viem's formatters, fees, ...) as given. A chain with
 * neither field is EVM, like AppKit's conversion; a namespace missing beside a CAIP-2 id is read
 * from that id. A malformed caipNetworkId throws "Invalid CAIP-2 network id". It has no side
 * effects, so a module-level call marked with a PURE annotation still drops out of bundles.
 */
export function defineChain<const N extends AppKitNetwork>(network: N): DefinedChain<N> {
  const caipNetworkId =
    network.caipNetworkId ?? `${network.chainNamespace ?? 'eip155'}:${network.id}`
  const { chainNamespace: fromId } = parseCaipNetworkId(caipNetworkId)
  return {
    ...network,
    chainNamespace: network.chainNamespace ?? fromId,
    caipNetworkId,
  } as unknown as DefinedChain<N>
}
