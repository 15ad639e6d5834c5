// The features store: local defaults, remote config, fallback, basic mode (spec §1, §6, §9).
import type { AlertId } from '../alerts/alertCatalogue'
import type { EventBus } from '../bus/createEventBus'
import type { AppKitOptions, Features } from '../config/options'
import { TIMED_OUT, withTimeout } from '../catalogue/withTimeout'
import { errorMessage } from '../errors'
import type { Logger } from '../plugins/types'
import { createStore, type Store } from '../store/createStore'
import {
  REMOTE_FEATURES_OFF,
  type LocalFeatures,
  type RemoteFeatures,
} from './defaultFeatures'
import { FEATURE_FLAGS, isRemoteFlag } from './featureFlags'
import { resolveBasicMode } from './resolveBasicMode'
import { resolveLocalFeatures } from './resolveLocalFeatures'
import type { RemoteFeature, RemoteFeatureKey, resolveRemoteFeatures } from './resolveRemoteFeatures'

export interface FeaturesState {
  /** idle: remote features not resolved yet (they read as off); ready: final. */
  status: 'idle' | 'loading' | 'ready'
  basic: boolean
  /** Where the remote features came from: basic mode, the fetched config, or the local/default fallback. */
  source: 'basic' | 'remote' | 'fallback' | undefined
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
}

/** The time-box on GET /appkit/v1/config at start-up (issue 12: a slow provider must not lock the modal). */
export const REMOTE_CONFIG_TIME_BOX_MS = 1500

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

const LOCAL_FLAGS = new Set<string>(FEATURE_FLAGS.filter((flag) => !isRemoteFlag(flag)))

const onList = (value: readonly string[] | false) => Array.isArray(value) && value.length > 0

// AppKit turns embedded-wallet login off while `pay` is on: the pay flow has its own sign-in.
const withPay = (remote: RemoteFeatures, local: LocalFeatures): RemoteFeatures =>
  local.pay ? { ...remote, email: false, socials: false } : remote

export function createFeatures(deps: CreateFeaturesDeps): KitFeatures {
  let hostFeatures: Features = deps.options.features ?? {}
  let local: LocalFeatures = Object.freeze(resolveLocalFeatures(hostFeatures))
  let fetched: readonly RemoteFeature[] | null = null
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
  // The remote config's rules load with the first resolve (startup), not in the host's first
  // bundle; update() applies them only once that resolve has settled, so they are there by then.
  let rules: typeof resolveRemoteFeatures | undefined

  async function resolve(): Promise<FeaturesState> {
    // Basic mode: remote features off and nothing fetched (FEAT-02).
    if (basic) {
      deps.bus?.emit('featuresReady')
      return store.getState()
    }
    store.setState({ status: 'loading' })
    const settle = (error: string | undefined) => {
      // Rules that failed to load (offline) leave the remote features off, as basic mode does.
      const { features, ignoredLocal } = rules?.(hostFeatures, fetched) ?? { features: REMOTE_FEATURES_OFF, ignoredLocal: [] }
      store.setState({
        status: 'ready',
        source: fetched ? 'remote' : 'fallback',
        remote: Object.freeze(withPay(features, local)),
        ignoredLocalFeatures: Object.freeze(ignoredLocal),
        error,
      })
      if (ignoredLocal.length > 0) deps.showAlert('localFeaturesIgnored')
    }
    const failed = (cause: unknown) => {
      deps.logger?.warn('Failed to fetch the remote feature config; using local or default values.', cause)
      return errorMessage(cause)
    }
    const loadingRules = import('./resolveRemoteFeatures').then((m) => void (rules = m.resolveRemoteFeatures), failed)
    const fetching = Promise.resolve()
      .then(() => deps.fetchRemoteConfig())
      .then((answer) => {
        if (!Array.isArray(answer)) throw new TypeError('remote config `features` is not a list')
        fetched = answer
        return undefined
      })
      .catch(failed)
    // Start-up never waits long on the network (spec §6 fallback): local values meanwhile,
    // and a late answer is applied when it lands (plugins it turns on load then).
    const first = await withTimeout(fetching, deps.remoteTimeoutMs ?? REMOTE_CONFIG_TIME_BOX_MS)
    await loadingRules
    if (first === TIMED_OUT) {
      deps.logger?.warn('The remote feature config is slow; using local or default values until it answers.')
      settle('Remote config timed out')
      void fetching.then((error) => {
        if (!error) settle(undefined)
      })
    } else {
      settle(first)
    }
    deps.bus?.emit('featuresReady')
    return store.getState()
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
    const remote = basic || !ready || !rules ? store.getState().remote : Object.freeze(withPay(rules(hostFeatures, fetched).features, local))
    store.setState({ local, host: hostFeatures, remote })
  }

  return {
    store,
    init: () => (pending ??= resolve()),
    isEnabled,
    update,
  }
}
