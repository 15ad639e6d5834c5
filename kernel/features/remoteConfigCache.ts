// The last visit's remote config, so a visitor who opens the modal while this visit's fetch runs
// sees the features the provider turned on last time instead of the local defaults (issue 32).
import type { KitStorage } from '../storage/createKitStorage'
import { StorageKeys } from '../storage/storageKeys'
import type { RemoteFeature } from './resolveRemoteFeatures'

export interface RemoteConfigCacheScope {
  storage: KitStorage
  /** Which project's config on which API: another project or endpoint never reads this answer. */
  projectId: string
  api: string
}

/** An answer older than this is not used: the provider's dashboard may have changed since. */
export const REMOTE_CONFIG_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const MAX_ENTRIES = 64
const MAX_TEXT = 64

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT

/** One entry as the config answers it; anything else (a bad id, a number for a list) is refused. */
function parseEntry(value: unknown): RemoteFeature | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { id, isEnabled, config } = value as Record<string, unknown>
  if (!isText(id) || typeof isEnabled !== 'boolean') return undefined
  if (config === null || config === undefined) return { id, isEnabled, config: null }
  if (!Array.isArray(config) || config.length > MAX_ENTRIES || !config.every(isText)) return undefined
  return { id, isEnabled, config: [...config] }
}

/**
 * The stored answer for this project and API when it is recent and every entry is well formed;
 * otherwise undefined (and a bad record is removed). Stored data is checked as a fresh answer would be.
 */
export function readCachedRemoteConfig(scope: RemoteConfigCacheScope, now = Date.now()): readonly RemoteFeature[] | undefined {
  const stored = scope.storage.get<unknown>(StorageKeys.remoteConfig)
  if (stored === undefined) return undefined
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  const { projectId, api, at, features } = record
  if (projectId !== scope.projectId || api !== scope.api) return undefined
  const fresh = typeof at === 'number' && at <= now && now - at <= REMOTE_CONFIG_CACHE_MAX_AGE_MS
  const entries = Array.isArray(features) && features.length <= MAX_ENTRIES ? features.map(parseEntry) : undefined
  if (!fresh || !entries || entries.some((e) => e === undefined)) {
    scope.storage.set(StorageKeys.remoteConfig, undefined)
    return undefined
  }
  return Object.freeze(entries as RemoteFeature[])
}

/** Keeps this visit's answer (its well-formed entries) for the next one. */
export function writeCachedRemoteConfig(scope: RemoteConfigCacheScope, features: readonly RemoteFeature[], now = Date.now()): void {
  const entries = features.slice(0, MAX_ENTRIES).flatMap((f) => parseEntry(f) ?? [])
  scope.storage.set(StorageKeys.remoteConfig, { projectId: scope.projectId, api: scope.api, at: now, features: entries })
}
