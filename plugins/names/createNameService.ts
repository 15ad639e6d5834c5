import {
  HttpStatusError,
  NAMING_TTL_MS,
  cached,
  convertEvmChainIdToCoinType,
  type BlockchainApiClient,
  type PluginContext,
  type PluginStores,
} from '../../kernel/plugin'
import { MIN_NAME_LENGTH, NAME_ZONE, accountNameProblem, fullAccountName } from './accountName'
import type { NameRecord, NameService, NameSuggestion } from './contract'
import { NameError } from './nameMessages'
import { nameServiceError } from './nameServiceError'

// Spec §9: names are an eip155 service.
const NAMESPACE = 'eip155'

export interface NameServiceDeps {
  api: BlockchainApiClient
  stores: Pick<PluginStores, 'accounts' | 'connection' | 'connectors' | 'networks'>
  chains: PluginContext['chains']
  mutate: Pick<PluginContext['mutate'], 'patchAccount'>
  router: Pick<PluginContext['router'], 'getState' | 'replace'>
  now?: () => number
}

/** What the name service answers for a name, read defensively: it is remote data. */
function toRecord(value: unknown): NameRecord | undefined {
  if (!value || typeof value !== 'object') return undefined
  const v = value as Partial<NameRecord>
  if (typeof v.name !== 'string') return undefined
  const addresses: NameRecord['addresses'] = {}
  for (const [coinType, entry] of Object.entries(v.addresses ?? {})) {
    if (entry && typeof entry.address === 'string') addresses[coinType] = { address: entry.address }
  }
  const attributes = Array.isArray(v.attributes) ? v.attributes.filter((a) => a && typeof a === 'object') : []
  return { name: v.name, addresses, attributes }
}

/**
 * The name service (spec §4 "Name registration", §7): lookups cached 5 minutes with a timestamp
 * per entry (NAME-19/20), suggestions, and registration signed by the connected eip155 wallet,
 * whatever kind of account it is (BYD-21).
 */
export function createNameService(deps: NameServiceDeps): NameService {
  const { api, stores, now = () => Date.now() } = deps

  const lookup = cached(
    async (name: string) => {
      try {
        return toRecord(await api.get<unknown>(`/v1/profile/account/${encodeURIComponent(name)}`, { params: { apiVersion: 2 } }))
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) return undefined
        throw nameServiceError(error, 'errorResolvingName')
      }
    },
    NAMING_TTL_MS,
    { now, key: (name) => name.toLowerCase() },
  )

  const reverseLookup = cached(
    async (address: string) => {
      let answer: unknown
      try {
        answer = await api.get<unknown>(`/v1/profile/reverse/${encodeURIComponent(address)}`, { params: { sender: address, apiVersion: 2 } })
      } catch (error) {
        throw nameServiceError(error, 'errorFetchingNamesForAddress')
      }
      return Array.isArray(answer) ? answer.map(toRecord).filter((r): r is NameRecord => r !== undefined) : []
    },
    NAMING_TTL_MS,
    { now, key: (address) => address.toLowerCase() },
  )

  async function suggestions(label: string): Promise<NameSuggestion[]> {
    let answer: unknown
    try {
      answer = await api.get<unknown>(`/v1/profile/suggestions/${encodeURIComponent(label)}`, { params: { zone: NAME_ZONE } })
    } catch (error) {
      throw nameServiceError(error, 'errorFetchingNameSuggestions')
    }
    const list = (answer as { suggestions?: unknown } | undefined)?.suggestions
    if (!Array.isArray(list)) return []
    return list
      .filter((s): s is { name: string; registered?: unknown } => Boolean(s) && typeof s.name === 'string')
      .map((s) => ({ name: s.name, registered: s.registered === true }))
  }

  /** The connected eip155 account and what can sign for it; NAME-10 when any part is missing. */
  function signer() {
    const address = stores.accounts.get(NAMESPACE).address
    const connectorId = stores.connection.getState().connections[NAMESPACE]?.connectorId
    const provider = connectorId ? stores.connectors.getConnector(connectorId, NAMESPACE)?.provider : undefined
    const adapter = deps.chains.find(NAMESPACE)
    const network = stores.networks.getState().activeNetworks[NAMESPACE]
    if (!address || !provider || !adapter?.signMessage || !network) throw new NameError('addressOrAuthConnectorNotFound')
    return { address, provider, adapter: adapter as typeof adapter & Required<Pick<typeof adapter, 'signMessage'>>, network }
  }

  async function register(label: string): Promise<NameRecord | undefined> {
    const problem = accountNameProblem(label)
    if (problem) throw new NameError(problem, { min: MIN_NAME_LENGTH })
    const name = fullAccountName(label)
    try {
      const { address, provider, adapter, network } = signer()
      // NAME-05: the timestamp is in seconds; the service refuses stale or future messages.
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now() / 1000) })
      // NAME-04: sign first; a declined signature never reaches the service.
      const signature = await adapter.signMessage({ message, address, provider })
      let answer: unknown
      try {
        answer = await api.post<unknown>('/v1/profile/account', {
          body: { coin_type: convertEvmChainIdToCoinType(Number(network.id)), address, message, signature },
        })
      } catch (error) {
        throw nameServiceError(error, 'errorRegisteringName', { name })
      }
      if ((answer as { success?: unknown } | undefined)?.success === false) throw new NameError('errorRegisteringName', { name })
      lookup.invalidate(name)
      reverseLookup.invalidate(address)
      // The Account view reads the name from the identity, cached 5 minutes: ask afresh.
      api.forgetIdentity(address)
      // NAME-07 / 08: the account now goes by its name; a wallet switched meanwhile keeps its own.
      if (stores.accounts.get(NAMESPACE).address === address) deps.mutate.patchAccount(NAMESPACE, { profileName: name })
      deps.router.replace('RegisterAccountNameSuccess', { name })
      return toRecord(answer)
    } catch (error) {
      // NAME-09: whatever view the flow got to (an approval step), the form comes back.
      if (deps.router.getState().view !== 'RegisterAccountName') deps.router.replace('RegisterAccountName', { name: label })
      throw error
    }
  }

  return { lookup, reverseLookup, suggestions, register }
}
