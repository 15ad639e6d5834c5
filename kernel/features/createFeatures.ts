// The features store: local defaults, remote config, fallback, basic mode (spec §1, §6, §9).
import type { AlertId } from '../alerts/alertCatalogue'
import type { EventBus } from '../bus/createEventBus'
import type { AppKitOptions, Features } from '../config/options'
import type { Logger } from '../plugins/types'
import { createStore, type Store } from '../store/createStore'
import {
  REMOTE_FEATURES_OFF,
  type LocalFeatures,
  type RemoteFeatures,
} from './defaultFeatures'
import { FEATURE_FLAGS, OPT_IN_FLAGS, isRemoteFlag } from './featureFlags'
import { resolveBasicMode } from './resolveBasicMode'
import { resolveLocalFeatures } from './resolveLocalFeatures'
import type { RemoteFeature, RemoteFeatureKey } from './resolveRemoteFeatures'
import type { RemoteFeaturesFor } from './remoteConfig'
import type { RemoteConfigCacheScope } from './remoteConfigCache'

export interface FeaturesState {
  /** idle: remote features not resolved yet (they read as off); ready: final. */
  status: 'idle' | 'loading' | 'ready'
  basic: boolean
  /**
   * Where the remote features came from: basic mode, the fetched config, the last visit's answer
   * (while this visit's fetch runs, or when it failed), or the local/default fallback.
   */
  source: 'basic' | 'remote' | 'cache' | 'fallback' | undefined
  local: Readonly<LocalFeatures>
  /** The host's `features` as given (and updated), plugin flags included. */
  host: Readonly<Features>
  remote: Readonly<RemoteFeatures>
  /** Local keys the fetched config overrode (the `localFeaturesIgnored` alert names them). */
  ignoredLocalFeatures: readonly RemoteFeatureKey[]
  /** Why the fetch failed, when it did. */
  error: string | undefined
}

export interface CreateFeaturesDeps {
  /** The host's options as given: the raw `features` tell which remote keys the host set itself. */
  options: Pick<AppKitOptions, 'features' | 'basic' | 'plugins' | 'manualWCControl'>
  /** Resolved basic mode (ResolvedConfig.basic); resolveBasicMode(options) when absent. */
  basic?: boolean
  /** GET /appkit/v1/config → `features`; the catalogue client provides it. Never called in basic mode. */
  fetchRemoteConfig(): Promise<readonly RemoteFeature[]>
  showAlert(id: AlertId): void
  bus?: Pick<EventBus, 'emit'>
  logger?: Pick<Logger, 'warn'>
  /** How long start-up waits for the remote config before using local values; default 1,500 ms. */
  remoteTimeoutMs?: number
  /** Where the last visit's answer is kept; without it every visit starts from local values. */
  cache?: RemoteConfigCacheScope
}

export interface KitFeatures {
  store: Store<FeaturesState>
  /** Resolves the remote features once; later calls share the promise. */
  init(): Promise<FeaturesState>
  /** Whether a flag is on now; the plugin host loads a plugin only when its flag is (BYD-01). */
  isEnabled(flag: string): boolean
  /**
   * Merges the host's features at runtime (AppKit's `updateFeatures`): local features and the
   * flags plugins added change at once; remote-controlled ones follow the same precedence as at
   * startup. Plugins gated by a flag that changed are (de)activated by the plugin host.
   */
  update(features: Features): void
}

const LOCAL_FLAGS = new Set<string>([...FEATURE_FLAGS.filter((flag) => !isRemoteFlag(flag)), ...OPT_IN_FLAGS])

const onList = (value: readonly string[] | false) => Array.isArray(value) && value.length > 0

export function createFeatures(deps: CreateFeaturesDeps): KitFeatures {
  let hostFeatures: Features = deps.options.features ?? {}
  let local: LocalFeatures = Object.freeze(resolveLocalFeatures(hostFeatures))
  const basic = deps.basic ?? resolveBasicMode(deps.options)

  // Before init, remote features read as off, so nothing gated by them loads early.
  const store = createStore<FeaturesState>({
    status: basic ? 'ready' : 'idle',
    basic,
    source: basic ? 'basic' : undefined,
    local,
    host: hostFeatures,
    remote: REMOTE_FEATURES_OFF,
    ignoredLocalFeatures: [],
    error: undefined,
  })

  let pending: Promise<FeaturesState> | undefined
  // Re-derives the remote-controlled features for the host's features from the config's last
  // answer; set by the remote config's code (remoteConfig.ts), which loads with the first init
  // (startup), not in the host's first bundle. update() needs it only once init has settled.
  let remoteFor: RemoteFeaturesFor | undefined
  const init = (): Promise<FeaturesState> => {
    // Basic mode: remote features off and nothing fetched (FEAT-02).
    if (basic) {
      deps.bus?.emit('featuresReady')
      return Promise.resolve(store.getState())
    }
    return import('./remoteConfig').then(
      (m) => m.resolveRemoteConfig({ deps, store, host: () => hostFeatures, local: () => local, ready: (rederive) => void (remoteFor = rederive) }),
      (cause: unknown) => {
        // Its code failed to load (offline, a redeploy): remote features stay off.
        deps.logger?.warn('Failed to load the remote feature config; remote features stay off.', cause)
        store.setState({ status: 'ready', source: 'fallback', error: 'Remote config code failed to load' })
        deps.bus?.emit('featuresReady')
        return store.getState()
      },
    )
  }

  function isEnabled(flag: string): boolean {
    const { local: l, remote } = store.getState()
    switch (flag) {
      case 'email':
        return remote.email
      case 'activity':
        return remote.activity
      case 'socials':
        return onList(remote.socials)
      case 'swaps':
        return onList(remote.swaps)
      case 'onramp':
        return onList(remote.onramp)
    }
    if (LOCAL_FLAGS.has(flag)) return (l as Record<string, unknown>)[flag] === true
    // A flag a plugin added: on unless the host turned it off in `features`.
    return (hostFeatures as Record<string, unknown>)[flag] !== false
  }

  function update(patch: Features) {
    hostFeatures = Object.freeze({ ...hostFeatures, ...patch })
    local = Object.freeze(resolveLocalFeatures(hostFeatures))
    const ready = store.getState().status === 'ready'
    // Remote-controlled features: off in basic mode, else re-derived from the last answer.
    const remote = basic || !ready || !remoteFor ? store.getState().remote : remoteFor(hostFeatures, local)
    store.setState({ local, host: hostFeatures, remote })
  }

  return {
    store,
    init: () => (pending ??= init()),
    isEnabled,
    update,
  }
}
