import type { CaipNetwork, ChainAdapter, ChainNamespace, UniversalProviderConfigOverride } from '../../kernel/plugin'
import { buildRpcMap, withBothKeyForms } from './buildRpcMap'
import { WALLETCONNECT_EVENTS, walletConnectMethodsOf } from './walletConnectMethods'

/** Spec §3 "Namespace" as proposed (accounts come back in the session, PROV-04). */
export interface WalletConnectNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
  /** Chain reference the provider starts on (e.g. "137"). */
  defaultChain?: string
}

export interface BuildNamespacesInput {
  networks: readonly CaipNetwork[]
  /** The chain plugin per namespace, when one is registered: its walletConnectNamespace wins. */
  adapterOf(namespace: ChainNamespace): ChainAdapter | undefined
  /** The network each namespace has selected; the first configured one otherwise. */
  activeNetworks?: Partial<Record<ChainNamespace, CaipNetwork>>
  override?: Readonly<UniversalProviderConfigOverride>
}

/**
 * The proposal's namespaces, one per configured family (PROV-03): the chain plugin's config when
 * it has one, else the family's defaults (PROV-01) or the generic fallback (PROV-02); then the
 * host's `universalProviderConfigOverride`.
 */
export function buildNamespaces(input: BuildNamespacesInput): Record<string, WalletConnectNamespace> {
  const byNamespace = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of input.networks) {
    byNamespace.set(network.chainNamespace, [...(byNamespace.get(network.chainNamespace) ?? []), network])
  }

  const result: Record<string, WalletConnectNamespace> = {}
  for (const [namespace, networks] of byNamespace) {
    const own = input.adapterOf(namespace)?.walletConnectNamespace?.(networks)
    const defaults = defaultNamespace(namespace, networks)
    const selected = input.activeNetworks?.[namespace] ?? networks[0]
    result[namespace] = {
      chains: own?.chains ?? defaults.chains,
      methods: own?.methods ?? defaults.methods,
      events: own?.events ?? defaults.events,
      // The kit's URLs fill the gaps a chain plugin leaves, so no chain falls back to the public gateway.
      rpcMap: { ...defaults.rpcMap, ...withBothKeyForms(namespace, own?.rpcMap ?? {}) },
      ...(selected ? { defaultChain: String(selected.id) } : {}),
    }
  }
  return applyOverride(result, input.override)
}

/** The family's defaults for these networks (PROV-01), or the generic fallback (PROV-02). */
export function defaultNamespace(namespace: ChainNamespace, networks: readonly CaipNetwork[]): WalletConnectNamespace {
  return {
    chains: networks.map((n) => n.caipNetworkId),
    methods: walletConnectMethodsOf(namespace),
    events: [...WALLETCONNECT_EVENTS],
    rpcMap: buildRpcMap(networks),
  }
}

function applyOverride(
  namespaces: Record<string, WalletConnectNamespace>,
  override: Readonly<UniversalProviderConfigOverride> | undefined,
): Record<string, WalletConnectNamespace> {
  if (!override) return namespaces
  const result = { ...namespaces }
  const ensure = (namespace: ChainNamespace) =>
    (result[namespace] = { ...(result[namespace] ?? { chains: [], methods: [], events: [], rpcMap: {} }) })
  for (const [namespace, methods] of Object.entries(override.methods ?? {})) ensure(namespace).methods = [...methods]
  for (const [namespace, chains] of Object.entries(override.chains ?? {})) ensure(namespace).chains = [...chains]
  for (const [namespace, events] of Object.entries(override.events ?? {})) ensure(namespace).events = [...events]
  for (const [chainId, url] of Object.entries(override.rpcMap ?? {})) {
    const namespace = chainId.split(':')[0] ?? chainId
    const entry = ensure(namespace)
    entry.rpcMap = { ...entry.rpcMap, ...withBothKeyForms(namespace, { [chainId]: url }) }
  }
  if (override.defaultChain) {
    const [namespace, reference] = override.defaultChain.split(':')
    if (namespace && reference) ensure(namespace).defaultChain = reference
  }
  return result
}
