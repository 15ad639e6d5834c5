import {
  AirlockError,
  ErrorMessages,
  HttpStatusError,
  type BlockchainApiClient,
  type PluginContext,
  type PluginStores,
  type RequestProvider,
} from '../../kernel/plugin'
import type {
  Hex,
  SmartSession,
  SmartSessionGrantPermissionsRequest,
  SmartSessionGrantPermissionsResponse,
  SmartSessionsService,
  SignerKey,
} from './contract'
import { validateGrantRequest } from './validateGrantRequest'

// ERC-7715 sessions are an EVM feature.
const NAMESPACE = 'eip155'

export const SessionErrors = {
  unsupported: 'The connected wallet does not support smart sessions (ERC-7715 permissions)',
  fetch: 'Error fetching smart sessions',
  grant: 'Error granting permissions',
  revoke: 'Error revoking smart session',
  badWalletAnswer: 'The wallet answered wallet_grantPermissions without a permissions context',
} as const

export interface SmartSessionsDeps {
  api: BlockchainApiClient
  stores: Pick<PluginStores, 'accounts' | 'connection' | 'connectors' | 'networks' | 'modal'>
  chains: PluginContext['chains']
  router: Pick<PluginContext['router'], 'push'>
  /** The host's metadata: the dapp the session is granted to. */
  project: { name: string; url: string; iconUrl: string }
  now?: () => number
}

/** The service's refusal text (`reasons[0].description`), else the fallback. */
function remoteError(error: unknown, fallback: string): AirlockError {
  const body = error instanceof HttpStatusError ? (error.body as { reasons?: { description?: unknown }[] } | undefined) : undefined
  const reason = Array.isArray(body?.reasons) ? body.reasons[0]?.description : undefined
  return new AirlockError(typeof reason === 'string' && reason ? reason : fallback, { cause: error })
}

/**
 * ERC-7715 smart sessions for the connected eip155 account (spec §7; AppKit's experimental
 * smart-session API): grant through the wallet with the sandbox cosigner's key added as a
 * signer, list, and revoke with a signature over the pci.
 */
export function createSmartSessionsService(deps: SmartSessionsDeps): SmartSessionsService {
  const { api, stores, now = () => Date.now() } = deps
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())

  function account() {
    const state = stores.accounts.get(NAMESPACE)
    const connectorId = stores.connection.getState().connections[NAMESPACE]?.connectorId
    const provider = connectorId ? stores.connectors.getConnector(connectorId, NAMESPACE)?.provider : undefined
    const adapter = deps.chains.find(NAMESPACE)
    const network = stores.networks.getState().activeNetworks[NAMESPACE]
    if (!state.address || !provider || !adapter || !network) throw new AirlockError(ErrorMessages.addressOrAuthConnectorNotFound)
    return { address: state.address, caipAddress: state.caipAddress ?? `${network.caipNetworkId}:${state.address}`, provider, adapter, network }
  }

  async function isSupportedBy(a: ReturnType<typeof account>): Promise<boolean> {
    const chainId = `0x${Number(a.network.id).toString(16)}`
    const capabilities = await a.adapter.getCapabilities?.({ address: a.address, network: a.network, provider: a.provider }).catch(() => ({}))
    const permissions = (capabilities as Record<string, Record<string, unknown>> | undefined)?.[chainId]?.permissions as { supported?: unknown } | undefined
    return permissions?.supported === true
  }

  const grantThroughWallet = async (provider: RequestProvider, request: SmartSessionGrantPermissionsRequest) => {
    const answer = (await provider.request({ method: 'wallet_grantPermissions', params: [request] })) as { context?: unknown; address?: unknown } | undefined
    if (!answer || typeof answer.context !== 'string' || !answer.context) throw new AirlockError(SessionErrors.badWalletAnswer)
    return answer as { context: Hex; address?: Hex }
  }

  return {
    async isSupported() {
      try {
        return await isSupportedBy(account())
      } catch {
        return false
      }
    },

    async grantPermissions(request) {
      const a = account()
      const problem = validateGrantRequest(request, { now: now(), activeChainId: Number(a.network.id) })
      if (problem) throw new AirlockError(problem)
      if (!(await isSupportedBy(a))) throw new AirlockError(SessionErrors.unsupported)

      let created: { pci?: unknown; key?: SignerKey }
      try {
        created = await api.post(`/v1/sessions/${encodeURIComponent(a.address)}`, {
          body: { chainId: request.chainId, expiry: request.expiry, permissions: request.permissions, policies: request.policies, project: deps.project },
        })
      } catch (error) {
        throw remoteError(error, SessionErrors.grant)
      }
      if (typeof created?.pci !== 'string' || !created.key?.publicKey) throw new AirlockError(SessionErrors.grant)
      const pci = created.pci

      // The cosigner's key joins the dapp's: a call needs both, so the cosigner can refuse it.
      const withCosigner: SmartSessionGrantPermissionsRequest = {
        ...request,
        signer: { type: 'keys', data: { keys: [created.key, ...request.signer.data.keys] } },
      }
      const granted = await grantThroughWallet(a.provider, withCosigner)
      try {
        await api.post(`/v1/sessions/${encodeURIComponent(a.address)}/activate`, { body: { pci, context: granted.context } })
      } catch (error) {
        throw remoteError(error, SessionErrors.grant)
      }
      const response: SmartSessionGrantPermissionsResponse = {
        chainId: request.chainId,
        address: (granted.address ?? a.address) as Hex,
        expiry: request.expiry,
        permissions: request.permissions,
        context: granted.context,
        pci,
      }
      if (stores.modal.getState().open) deps.router.push('SmartSessionCreated', { pci, project: deps.project.name })
      changed()
      return response
    },

    async list() {
      const { caipAddress } = account()
      let answer: { pcis?: unknown } | undefined
      try {
        answer = await api.get(`/v1/sessions/${caipAddress}`)
      } catch (error) {
        throw remoteError(error, SessionErrors.fetch)
      }
      if (!Array.isArray(answer?.pcis)) return []
      // Remote data: keep only entries the view can draw.
      return answer.pcis.filter(
        (s): s is SmartSession => Boolean(s) && typeof s.pci === 'string' && typeof s.expiry === 'number' && typeof s.project?.name === 'string',
      )
    },

    async revoke(session) {
      const a = account()
      if (!a.adapter.signMessage) throw new AirlockError(ErrorMessages.addressOrAuthConnectorNotFound)
      const signature = await a.adapter.signMessage({ message: session.pci, address: a.address, provider: a.provider })
      try {
        await api.post(`/v1/sessions/${encodeURIComponent(a.address)}/revoke`, { body: { pci: session.pci, signature } })
      } catch (error) {
        throw remoteError(error, SessionErrors.revoke)
      }
      changed()
    },

    onChange(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
