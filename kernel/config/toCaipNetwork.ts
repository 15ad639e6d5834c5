// Host networks (CAIP networks or viem-style chains) → CAIP networks with every field of spec §3.
import { isCaipNetworkId } from '../caip/isCaipNetworkId'
import { ConfigError, ErrorMessages } from '../errors'
import type { AppKitNetwork, CaipNetwork, CaipNetworkId, ChainNamespace } from '../types'
import type { CustomRpcUrlMap } from './options'

/**
 * CAIP networks the provider's RPC gateway serves. A default list; the lead can pass the
 * sandbox's `GET v1/supported-chains` answer instead (ToCaipNetworkContext.gatewayChains).
 */
export const DEFAULT_RPC_GATEWAY_CHAINS: readonly CaipNetworkId[] = /*#__PURE__*/ Object.freeze([
  'eip155:1', 'eip155:10', 'eip155:56', 'eip155:97', 'eip155:100', 'eip155:137', 'eip155:324',
  'eip155:1101', 'eip155:5000', 'eip155:8217', 'eip155:8453', 'eip155:17000', 'eip155:42161',
  'eip155:42220', 'eip155:43113', 'eip155:43114', 'eip155:59144', 'eip155:80002', 'eip155:84532',
  'eip155:421614', 'eip155:7777777', 'eip155:11155111', 'eip155:11155420', 'eip155:1313161554',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba', 'near:mainnet',
] satisfies CaipNetworkId[])

/** Catalogue image ids of well-known networks (served by `/public/getAssetImage/{id}`). */
export const NETWORK_IMAGE_IDS: Readonly<Record<string, string>> = /*#__PURE__*/ Object.freeze({
  1: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  10: 'ab9c186a-c52f-464b-2906-ca59d760a400',
  56: '93564157-2e8e-4ce7-81df-b264dbee9b00',
  100: '02b53f6a-e3d4-479e-1cb4-21178987d100',
  137: '41d04d42-da3b-4453-8506-668cc0727900',
  324: 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  8453: '7289c336-3981-4081-c5f4-efc26ac64a00',
  42161: '3bff954d-5cb0-47a0-9a23-d20192e74600',
  42220: 'ab781bbc-ccc6-418d-d32d-789b15da1f00',
  43114: '30c46e53-e989-45fb-4549-be3bd4eb3b00',
  84532: 'a18a7ecd-e307-4360-4746-283182228e00',
  11155111: 'e909ea0a-f92a-4512-c8fc-748044ea6800',
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  '000000000019d6689c085ae165831e93': '0b4838db-0161-4ffe-022d-532bf03dba00',
})

export interface ToCaipNetworkContext {
  projectId: string
  /** Base URL of the blockchain API (`endpoints.blockchainApi`); the RPC gateway lives under it. */
  blockchainApi: string
  customRpcUrls?: CustomRpcUrlMap
  chainImages?: Record<number | string, string>
  /** Names the network in errors, e.g. `networks[2]`. */
  optionName?: string
  /** CAIP networks the gateway serves; DEFAULT_RPC_GATEWAY_CHAINS when absent. */
  gatewayChains?: readonly string[]
  networkImageIds?: Readonly<Record<string, string>>
}

/** The gateway URL for one network: `{blockchainApi}/v1/?chainId={caipNetworkId}&projectId={projectId}` (RPC-01). */
export function getRpcGatewayUrl(blockchainApi: string, caipNetworkId: CaipNetworkId, projectId: string): string {
  const url = new URL(`${blockchainApi.replace(/\/+$/, '')}/v1/`)
  url.searchParams.set('chainId', caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

/**
 * Adds `projectId` to a URL on the gateway host only (RPC-03); any other URL, or one that cannot
 * be parsed, comes back unchanged (RPC-02), so a host's own RPC never sees the project id.
 */
export function withProjectId(url: string, projectId: string, gatewayHost: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return url
  }
  if (parsed.host !== gatewayHost || !projectId || parsed.searchParams.has('projectId')) return url
  parsed.searchParams.set('projectId', projectId)
  return parsed.toString()
}

function hostOf(base: string): string {
  try {
    return new URL(base).host
  } catch {
    return ''
  }
}

/** eip155 for numeric ids (viem chains carry no namespace); otherwise the CAIP id's prefix. */
function namespaceOf(network: AppKitNetwork): ChainNamespace | undefined {
  if (network.chainNamespace) return network.chainNamespace
  if (network.caipNetworkId && isCaipNetworkId(network.caipNetworkId)) return network.caipNetworkId.split(':')[0]
  if (typeof network.id === 'number' || /^\d+$/.test(String(network.id))) return 'eip155'
  return undefined
}

const unique = (urls: (string | undefined)[]) => [...new Set(urls.filter((u): u is string => Boolean(u)))]

export function toCaipNetwork(network: AppKitNetwork, context: ToCaipNetworkContext): CaipNetwork {
  const optionName = context.optionName ?? 'networks'
  const chainNamespace = namespaceOf(network)
  if (!chainNamespace) {
    throw new ConfigError(
      ErrorMessages.invalidOption(optionName, `a chainNamespace or caipNetworkId for the non-numeric id "${String(network.id)}"`),
    )
  }
  const caipNetworkId = network.caipNetworkId ?? (`${chainNamespace}:${network.id}` as CaipNetworkId)
  if (!isCaipNetworkId(caipNetworkId)) {
    throw new ConfigError(ErrorMessages.invalidOption(`${optionName}.caipNetworkId`, `a CAIP-2 id, got "${caipNetworkId}"`))
  }

  const gatewayHost = hostOf(context.blockchainApi)
  const tagged = (url: string) => withProjectId(url, context.projectId, gatewayHost)

  // Re-extending a CaipNetwork must not lose its original RPC, so chainDefault wins when present.
  const own = network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default?.http[0]
  const custom = (context.customRpcUrls?.[caipNetworkId] ?? []).map((entry) => entry.url)
  // The gateway refuses calls without a project id, so without one the network's own RPC serves.
  const onGateway =
    Boolean(context.projectId) && (context.gatewayChains ?? DEFAULT_RPC_GATEWAY_CHAINS).includes(caipNetworkId)
  const preferred = onGateway ? getRpcGatewayUrl(context.blockchainApi, caipNetworkId, context.projectId) : own

  const imageIds = context.networkImageIds ?? NETWORK_IMAGE_IDS
  return {
    ...network,
    id: network.id,
    caipNetworkId,
    chainNamespace,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: {
      ...network.rpcUrls,
      // Custom URLs first (the host's choice), then the gateway or the network's own RPC.
      default: { ...network.rpcUrls.default, http: unique([...custom, preferred]).map(tagged) },
      chainDefault: { http: unique([own]).map(tagged) },
    },
    blockExplorers: network.blockExplorers,
    testnet: network.testnet ?? false,
    deprecatedCaipNetworkId: network.deprecatedCaipNetworkId,
    assets: {
      imageId: network.assets?.imageId ?? imageIds[String(network.id)],
      imageUrl: context.chainImages?.[network.id] ?? network.assets?.imageUrl,
    },
  }
}
