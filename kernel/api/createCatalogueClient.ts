import type { CaipNetworkId, WalletEntry } from '../types'
import type { HttpClient } from './createHttpClient'
import { parseWalletList } from './parseWalletList'

/** /getWallets page sizes (spec §7, §9). Featured requests use the number of featured ids. */
export const CataloguePageSizes = Object.freeze({ recommended: 4, paged: 40, search: 100 })

export type BadgeType = 'none' | 'certified'

export interface GetWalletsParams {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  search?: string
  badge_type?: BadgeType
  chains?: readonly (CaipNetworkId | string)[]
  /** AppKit's: also the wallets that take WalletConnect Pay but not WalletConnect v2 (left out by default). */
  include_pay_only?: boolean
  /** AppKit's: 'wcpay' puts the WalletConnect Pay wallets first. */
  sort?: WalletSort
}

export type WalletSort = 'default' | 'wcpay'

export interface GetWalletsResult {
  data: WalletEntry[]
  count: number
}

/**
 * The filters every list request shares: the host's include/exclude ids and requested chains;
 * `entries` overrides the request's page size (a headless host's fetchWallets option).
 */
export type WalletListFilter = Pick<GetWalletsParams, 'include' | 'exclude' | 'chains' | 'badge_type' | 'include_pay_only' | 'sort'> & { entries?: number }

/**
 * One entry of /appkit/v1/config `features` (spec §3 "Remote features": id, isEnabled, config).
 * Same shape as the features module's RemoteFeature; config is a list of provider ids or null.
 */
export interface RemoteFeatureEntry {
  id: string
  isEnabled: boolean
  config: readonly string[] | null
}

export interface CatalogueClientOptions {
  /** An HTTP client whose base URL is `endpoints.api`. */
  http: HttpClient
  /** Turns an image blob into a URL for `<img src>`; URL.createObjectURL when it exists. */
  createObjectUrl?: (blob: Blob) => string | Promise<string>
  revokeObjectUrl?: (url: string) => void
  /** Where dropped catalogue entries are counted (a debug line); silent when absent. */
  debug?: (...args: unknown[]) => void
}

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

const IMAGE_PATHS: Readonly<Record<ImageKind, string>> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
}

export interface CatalogueClient {
  getWallets(params: GetWalletsParams, options?: { signal?: AbortSignal }): Promise<GetWalletsResult>
  getRecommendedWallets(filter?: WalletListFilter): Promise<GetWalletsResult>
  getWalletsPage(page: number, filter?: WalletListFilter): Promise<GetWalletsResult>
  searchWallets(search: string, filter?: WalletListFilter & { page?: number }, options?: { signal?: AbortSignal }): Promise<GetWalletsResult>
  /** The featured wallets, in the order of `featuredIds`. */
  getFeaturedWallets(featuredIds: readonly string[], filter?: Omit<WalletListFilter, 'include'>): Promise<GetWalletsResult>
  getWalletImage(imageId: string): Promise<string>
  getAssetImage(imageId: string): Promise<string>
  getCurrencyImage(currencyId: string): Promise<string>
  getTokenImage(symbol: string): Promise<string>
  /** The provider's `features`; throws on failure so the features module can fall back. */
  getRemoteConfig(): Promise<RemoteFeatureEntry[]>
  /** The project's allowed origins; an empty list on any failure (ORIG-02). */
  getAllowedOrigins(): Promise<string[]>
  /** Whether the provider wants analytics for this project; false on any failure. */
  getAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }>
  /** Revokes every object URL handed out and forgets the image cache (kit teardown). */
  releaseImages(): void
}

export function createCatalogueClient(options: CatalogueClientOptions): CatalogueClient {
  const { http } = options
  const createObjectUrl = options.createObjectUrl ?? defaultCreateObjectUrl
  const revokeObjectUrl = options.revokeObjectUrl ?? defaultRevokeObjectUrl
  // Promises, not URLs, so two components asking for one image at once share the download.
  const images = new Map<string, Promise<string>>()

  const getWallets: CatalogueClient['getWallets'] = async (params, init) => {
    const search = params.search?.trim()
    const answer = await http.get<unknown>('/getWallets', {
      signal: init?.signal,
      params: {
        page: params.page,
        entries: params.entries,
        include: params.include,
        exclude: params.exclude,
        search: search || undefined,
        badge_type: params.badge_type,
        chains: params.chains,
        include_pay_only: params.include_pay_only ? 'true' : undefined,
        sort: params.sort,
      },
    })
    // Validated here, so no view ever meets a null or mistyped entry (a hostile catalogue).
    const { data, count, dropped } = parseWalletList(answer)
    if (dropped) options.debug?.(`/getWallets: dropped ${dropped} malformed or repeated entr${dropped === 1 ? 'y' : 'ies'}`)
    return { data, count }
  }

  const getImage = (kind: ImageKind, id: string): Promise<string> => {
    const key = `${kind}:${id}`
    const known = images.get(key)
    if (known) return known
    const promise = http
      .getBlob(`${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`)
      .then((blob) => createObjectUrl(blob))
    images.set(key, promise)
    // A failed download stays remembered for the session (issue 12 case 10): every open would
    // otherwise ask again for an image the server cannot give; callers show their placeholder.
    promise.catch(() => undefined)
    return promise
  }

  return {
    getWallets,
    getRecommendedWallets: (filter = {}) =>
      getWallets({ ...filter, page: 1, entries: CataloguePageSizes.recommended }),
    getWalletsPage: (page, { entries = CataloguePageSizes.paged, ...filter } = {}) => getWallets({ ...filter, page, entries }),
    searchWallets: (search, { page = 1, entries = CataloguePageSizes.search, ...filter } = {}, init) =>
      getWallets({ ...filter, page, search, entries }, init),
    async getFeaturedWallets(featuredIds, filter = {}) {
      if (!featuredIds.length) return { data: [], count: 0 }
      const result = await getWallets({ ...filter, page: 1, entries: featuredIds.length, include: featuredIds })
      const order = (id: string) => featuredIds.indexOf(id)
      return { ...result, data: [...result.data].sort((a, b) => order(a.id) - order(b.id)) }
    },
    getWalletImage: (id) => getImage('wallet', id),
    getAssetImage: (id) => getImage('asset', id),
    getCurrencyImage: (id) => getImage('currency', id),
    getTokenImage: (id) => getImage('token', id),
    async getRemoteConfig() {
      const answer = await http.get<{ features?: unknown } | undefined>('/appkit/v1/config')
      if (!Array.isArray(answer?.features)) throw new TypeError('Remote config has no features list')
      return answer.features.filter(isRemoteFeatureEntry).map((entry) => ({
        id: entry.id,
        isEnabled: entry.isEnabled,
        // Anything but a list of strings (garbage, objects from a newer provider) reads as none.
        config: Array.isArray(entry.config) ? entry.config.filter((c): c is string => typeof c === 'string') : null,
      }))
    },
    async getAllowedOrigins() {
      try {
        const answer = await http.get<{ allowedOrigins?: unknown } | undefined>('/projects/v1/origins')
        const list = answer?.allowedOrigins
        return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : []
      } catch {
        return []
      }
    },
    async getAnalyticsConfig() {
      // As AppKit: no answer means no analytics, never a crash of the kit's startup.
      try {
        const answer = await http.get<{ isAnalyticsEnabled?: unknown } | undefined>('/getAnalyticsConfig')
        return { isAnalyticsEnabled: answer?.isAnalyticsEnabled === true }
      } catch {
        return { isAnalyticsEnabled: false }
      }
    },
    releaseImages() {
      const pending = [...images.values()]
      images.clear()
      for (const promise of pending) promise.then(revokeObjectUrl, () => undefined)
    },
  }
}

function isRemoteFeatureEntry(value: unknown): value is { id: string; isEnabled: boolean; config?: unknown } {
  if (!value || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  return typeof entry.id === 'string' && typeof entry.isEnabled === 'boolean'
}

async function defaultCreateObjectUrl(blob: Blob): Promise<string> {
  if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(blob)
  // No object URLs (some embedded runtimes): a data URL shows the same bytes.
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`
}

function defaultRevokeObjectUrl(url: string): void {
  if (url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url)
}
