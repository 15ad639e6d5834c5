import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import type { CaipNetworkId } from '../types'
import { IDENTITY_TTL_MS } from './cacheLifetimes'
import type { GetOptions, HttpClient, PostOptions } from './createHttpClient'
import { cached, createTtlCache } from './createTtlCache'

/** GET v1/supported-chains (API-13). */
export interface SupportedChains {
  http: CaipNetworkId[]
  ws: CaipNetworkId[]
}

/** GET /v1/identity/{address} (ACCT-05). */
export interface Identity {
  avatar: string | null
  name: string | null
}

export const EMPTY_IDENTITY: Readonly<Identity> = Object.freeze({ avatar: null, name: null })

export interface BlockchainApiClientOptions {
  /** An HTTP client whose base URL is `endpoints.blockchainApi`. */
  http: HttpClient
  now?: () => number
  /** When given, identities survive a reload for their 5 minutes (StorageKeys.identityCache). */
  storage?: Pick<KitStorage, 'get' | 'set'>
  /** The connected plain address, sent as `sender` when a call does not name one. */
  getSender?: () => string | undefined
}

export interface BlockchainApiClient {
  /** For plugins' own calls (balances, history, swaps, names, on-ramp): same host and identity. */
  get<T>(path: string, options?: GetOptions): Promise<T>
  post<T>(path: string, options?: PostOptions): Promise<T>
  /** The provider's supported networks; fetched once per kit, empty lists while unreachable. */
  getSupportedChains(): Promise<SupportedChains>
  isSupported(caipNetworkId: CaipNetworkId | string | undefined): Promise<boolean>
  /**
   * Runs `call` only when the network is on the supported list, else resolves `empty` (API-14).
   * Identity, history, swap, price, balance, naming and on-ramp calls all go through this.
   */
  whenSupported<T>(
    caipNetworkId: CaipNetworkId | string | undefined,
    call: () => Promise<T>,
    empty: T | (() => T),
  ): Promise<T>
  /** Avatar and name for an address, cached 5 minutes per address (ACCT-05, ACCT-06). */
  getIdentity(args: { address: string; caipNetworkId: CaipNetworkId | string | undefined; sender?: string }): Promise<Identity>
  /** Drops the cached identity of an address (its name just changed), so the next read asks again. */
  forgetIdentity(address: string): void
}

export function createBlockchainApiClient(options: BlockchainApiClientOptions): BlockchainApiClient {
  const { http, now, storage, getSender } = options
  let supported: SupportedChains | undefined
  let supportedInFlight: Promise<SupportedChains> | undefined

  const getSupportedChains = (): Promise<SupportedChains> => {
    if (supported) return Promise.resolve(supported)
    supportedInFlight ??= http
      .get<Partial<SupportedChains> | undefined>('v1/supported-chains')
      .then((answer) => {
        supported = { http: idList(answer?.http), ws: idList(answer?.ws) }
        return supported
      })
      // Not remembered on failure: the next guarded call asks again.
      .catch((): SupportedChains => ({ http: [], ws: [] }))
      .finally(() => {
        supportedInFlight = undefined
      })
    return supportedInFlight
  }

  const isSupported = async (caipNetworkId: string | undefined) => {
    if (!caipNetworkId) return false
    return (await getSupportedChains()).http.includes(caipNetworkId as CaipNetworkId)
  }

  const whenSupported: BlockchainApiClient['whenSupported'] = async (caipNetworkId, call, empty) => {
    if (await isSupported(caipNetworkId)) return call()
    return typeof empty === 'function' ? (empty as () => never)() : empty
  }

  const identityCache = createTtlCache<Identity>({
    ttl: IDENTITY_TTL_MS,
    now,
    persist: storage ? { storage, key: StorageKeys.identityCache } : undefined,
  })

  const fetchIdentity = cached(
    async (address: string, sender: string | undefined): Promise<Identity> => {
      const answer = await http.get<Partial<Identity> | undefined>(`/v1/identity/${encodeURIComponent(address)}`, {
        params: { sender },
      })
      // Shown as text and an image source: anything but a string of sane length is no identity.
      const text = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null)
      return { avatar: text(answer?.avatar, 2048), name: text(answer?.name, 255) }
    },
    IDENTITY_TTL_MS,
    // Per address: who asks does not change the answer worth keeping.
    { key: (address) => address, cache: identityCache },
  )

  return {
    get: (path, init) => http.get(path, init),
    post: (path, init) => http.post(path, init),
    getSupportedChains,
    isSupported,
    whenSupported,
    getIdentity: ({ address, caipNetworkId, sender }) =>
      whenSupported(caipNetworkId, () => fetchIdentity(address, sender ?? getSender?.()), () => ({ ...EMPTY_IDENTITY })),
    forgetIdentity: (address) => fetchIdentity.invalidate(address, undefined),
  }
}

function idList(value: unknown): CaipNetworkId[] {
  return Array.isArray(value) ? value.filter((id): id is CaipNetworkId => typeof id === 'string') : []
}
