import { HttpStatusError, convertEvmChainIdToCoinType, type BlockchainApiClient, type CaipNetwork } from '../../kernel/plugin'

/** A name record from GET /v1/profile/account/{name} (only what send reads). */
interface NameRecord {
  name?: string
  addresses?: Record<string, { address?: string } | undefined>
  attributes?: Record<string, string>[]
}

export interface ResolvedReceiver {
  address: string
  profileName: string
  profileImageUrl: string | undefined
}

// SLIP-44: 60 is ETH, under which every EVM address of a name is also listed; 501 is Solana.
const ETH_COIN_TYPE = '60'
const SOLANA_COIN_TYPE = '501'

/** Whether the receiver field holds a name to look up ("alice.reown.id") rather than an address. */
export const isNameLike = (value: string): boolean => /^[^\s.]+(\.[^\s.]+)+$/.test(value.trim())

function coinTypesFor(network: CaipNetwork): string[] {
  if (network.chainNamespace === 'solana') return [SOLANA_COIN_TYPE]
  if (network.chainNamespace !== 'eip155') return []
  return [String(convertEvmChainIdToCoinType(Number(network.id))), ETH_COIN_TYPE]
}

/**
 * Resolves a name to the receiver's address on `network` with the name service
 * (`GET /v1/profile/account/{name}?apiVersion=2`), plus its avatar from the record or from
 * the identity API. Undefined when the name is not registered or has no address for the chain.
 */
export async function resolveReceiverName(args: { name: string; network: CaipNetwork; api: BlockchainApiClient }): Promise<ResolvedReceiver | undefined> {
  const { network, api } = args
  const name = args.name.trim()
  let record: NameRecord | undefined
  try {
    record = await api.get<NameRecord>(`/v1/profile/account/${encodeURIComponent(name)}`, { params: { apiVersion: 2 } })
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return undefined
    throw error
  }
  const address = coinTypesFor(network)
    .map((coinType) => record?.addresses?.[coinType]?.address)
    .find((a): a is string => typeof a === 'string' && a.length > 0)
  if (!address) return undefined

  let profileImageUrl = record?.attributes?.find((a) => a.avatar)?.avatar
  if (!profileImageUrl) {
    // The avatar is a nicety: a failed identity lookup must not fail the resolution.
    const identity = await api.getIdentity({ address, caipNetworkId: network.caipNetworkId }).catch(() => undefined)
    profileImageUrl = identity?.avatar ?? undefined
  }
  return { address, profileName: record?.name ?? name, profileImageUrl }
}
