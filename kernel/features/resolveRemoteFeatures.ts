// Remote config entries + the host's local `features` → the remote-controlled features (spec §6).
import type { Features, OnRampProvider, SocialProvider, SwapProvider } from '../config/options'
import { DEFAULT_REMOTE_FEATURES, type RemoteFeatures } from './defaultFeatures'

/** One entry of `GET /appkit/v1/config` → `features` (FEAT-04). */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config: readonly string[] | null
}

/**
 * The ids each remote feature may arrive under (FEAT-05). The spec names email, socials, swaps,
 * onramp, activity and a branding flag; the provider's live API folds email and socials into
 * `social_login` (config lists 'email' beside the socials) and says `swap`. Both are read, the
 * spec's ids first, so the sandbox and the real API both work.
 */
const IDS = {
  email: ['email', 'social_login'],
  socials: ['socials', 'social_login'],
  swaps: ['swaps', 'swap'],
  onramp: ['onramp'],
  activity: ['activity'],
  reownBranding: ['reown_branding', 'reownBranding', 'branding'],
} as const satisfies Record<keyof RemoteFeatures, readonly string[]>

export type RemoteFeatureKey = keyof RemoteFeatures

export interface ResolvedRemoteFeatures {
  features: RemoteFeatures
  /** Local `features.*` keys the fetched config overrode; non-empty means "show the warning" (FEAT-08). */
  ignoredLocal: RemoteFeatureKey[]
}

const find = (entries: readonly RemoteFeature[], key: RemoteFeatureKey) => {
  for (const id of IDS[key]) {
    const entry = entries.find((e) => e && e.id === id)
    if (entry) return entry
  }
  return undefined
}

const isList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A list feature: its providers when on; on with no list means the default providers. */
function fromList<T extends string>(entry: RemoteFeature | undefined, defaults: readonly T[] | false, drop?: string) {
  if (!entry?.isEnabled) return false as const
  if (!isList(entry.config)) return defaults
  const list = entry.config.filter((item) => item !== drop) as T[]
  return list.length > 0 ? list : (false as const)
}

function fromApi(entries: readonly RemoteFeature[]): RemoteFeatures {
  const email = find(entries, 'email')
  const socials = find(entries, 'socials')
  return {
    email:
      email?.id === 'social_login'
        ? Boolean(email.isEnabled) && isList(email.config) && email.config.includes('email')
        : Boolean(email?.isEnabled),
    socials: fromList<SocialProvider>(socials, DEFAULT_REMOTE_FEATURES.socials, 'email'),
    swaps: fromList<SwapProvider>(find(entries, 'swaps'), DEFAULT_REMOTE_FEATURES.swaps),
    onramp: fromList<OnRampProvider>(find(entries, 'onramp'), DEFAULT_REMOTE_FEATURES.onramp),
    activity: Boolean(find(entries, 'activity')?.isEnabled),
    reownBranding: Boolean(find(entries, 'reownBranding')?.isEnabled),
  }
}

/** The host's value for each remote key, undefined where it set none (`history` is AppKit's old `activity`). */
function localValues(local: Features | undefined): Record<RemoteFeatureKey, unknown> {
  return {
    email: local?.email,
    socials: local?.socials,
    swaps: local?.swaps,
    onramp: local?.onramp,
    activity: local?.activity ?? local?.history,
    reownBranding: local?.reownBranding,
  }
}

/** A local list option: `true` means the defaults, `false` off, a list itself. */
function listFallback<T extends string>(value: unknown, defaults: readonly T[]): readonly T[] | false {
  if (value === undefined || value === true) return defaults
  if (isList(value)) return value as readonly T[]
  return false
}

/** Local values, or the defaults where none are set (FEAT-09). */
export function fallbackRemoteFeatures(local: Features | undefined): RemoteFeatures {
  const values = localValues(local)
  const flag = (value: unknown, fallback: boolean) => (value === undefined ? fallback : Boolean(value))
  return {
    email: flag(values.email, DEFAULT_REMOTE_FEATURES.email),
    socials: listFallback(values.socials, DEFAULT_REMOTE_FEATURES.socials as readonly SocialProvider[]),
    swaps: listFallback(values.swaps, DEFAULT_REMOTE_FEATURES.swaps as readonly SwapProvider[]),
    onramp: listFallback(values.onramp, DEFAULT_REMOTE_FEATURES.onramp as readonly OnRampProvider[]),
    activity: flag(values.activity, DEFAULT_REMOTE_FEATURES.activity),
    reownBranding: flag(values.reownBranding, DEFAULT_REMOTE_FEATURES.reownBranding),
  }
}

/**
 * `fetched` is the remote `features` list, or null when the fetch failed. A fetched list is the
 * whole truth (FEAT-07): a feature it does not name is off, and local values for it are ignored.
 */
export function resolveRemoteFeatures(
  local: Features | undefined,
  fetched: readonly RemoteFeature[] | null,
): ResolvedRemoteFeatures {
  if (!fetched) return { features: fallbackRemoteFeatures(local), ignoredLocal: [] }
  const values = localValues(local)
  const ignoredLocal = (Object.keys(values) as RemoteFeatureKey[]).filter((key) => values[key] !== undefined)
  return { features: fromApi(fetched), ignoredLocal }
}
