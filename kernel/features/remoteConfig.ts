// The remote half of the features store (createFeatures.ts): GET /appkit/v1/config under a time
// box, the fallback and the precedence rules. It loads with the store's first init, at startup;
// startKit.ts imports the time box from here, so this module is fetched alongside startup's own.
import type { Features } from '../config/options'
import { TIMED_OUT, withTimeout } from '../catalogue/withTimeout'
import { errorMessage } from '../errors'
import type { Store } from '../store/createStore'
import type { CreateFeaturesDeps, FeaturesState } from './createFeatures'
import type { LocalFeatures, RemoteFeatures } from './defaultFeatures'
import { resolveRemoteFeatures, type RemoteFeature } from './resolveRemoteFeatures'
import { readCachedRemoteConfig, writeCachedRemoteConfig } from './remoteConfigCache'

/** The time-box on GET /appkit/v1/config at start-up (issue 12: a slow provider must not lock the modal). */
export const REMOTE_CONFIG_TIME_BOX_MS = 1500

/** The remote-controlled features for the host's features, from the config's last answer. */
export type RemoteFeaturesFor = (host: Features, local: LocalFeatures) => RemoteFeatures

export interface RemoteConfigContext {
  deps: CreateFeaturesDeps
  store: Store<FeaturesState>
  host(): Features
  local(): LocalFeatures
  /** Hands the store the rule it re-derives remote features with when the host's change. */
  ready(rederive: RemoteFeaturesFor): void
}

// AppKit turns embedded-wallet login off while `pay` is on: the pay flow has its own sign-in.
const withPay = (remote: RemoteFeatures, local: LocalFeatures): RemoteFeatures =>
  local.pay ? { ...remote, email: false, socials: false } : remote

/** Fetches the remote config once and settles the store: the answer, or the fallback (spec §6). */
export async function resolveRemoteConfig({ deps, store, host, local, ready }: RemoteConfigContext): Promise<FeaturesState> {
  let fetched: readonly RemoteFeature[] | null = null
  const remoteFor: RemoteFeaturesFor = (features, locals) => Object.freeze(withPay(resolveRemoteFeatures(features, fetched).features, locals))
  ready(remoteFor)
  store.setState({ status: 'loading' })
  const settle = (error: string | undefined, source: FeaturesState['source'] = fetched ? 'remote' : 'fallback') => {
    const { features, ignoredLocal } = resolveRemoteFeatures(host(), fetched)
    store.setState({
      status: 'ready',
      source,
      remote: Object.freeze(withPay(features, local())),
      ignoredLocalFeatures: Object.freeze(ignoredLocal),
      error,
    })
    if (ignoredLocal.length > 0) deps.showAlert('localFeaturesIgnored')
  }
  const failed = (cause: unknown) => {
    deps.logger?.warn('Failed to fetch the remote feature config; using local or default values.', cause)
    return errorMessage(cause)
  }
  const fetching = Promise.resolve()
    .then(() => deps.fetchRemoteConfig())
    .then((answer) => {
      if (!Array.isArray(answer)) throw new TypeError('remote config `features` is not a list')
      fetched = answer
      if (deps.cache) writeCachedRemoteConfig(deps.cache, answer)
      return undefined
    })
    .catch(failed)
  // The last visit's answer settles start-up at once; this visit's replaces it when it lands, and
  // a failed fetch leaves it (with the error) rather than falling back to local values.
  const cached = deps.cache ? readCachedRemoteConfig(deps.cache) : undefined
  if (cached) {
    if (fetched === null) fetched = cached
    settle(undefined, fetched === cached ? 'cache' : 'remote')
    deps.bus?.emit('featuresReady')
    void fetching.then((error) => (error ? store.setState({ error }) : settle(undefined, 'remote')))
    return store.getState()
  }
  // Start-up never waits long on the network (spec §6 fallback): local values meanwhile,
  // and a late answer is applied when it lands (plugins it turns on load then).
  const first = await withTimeout(fetching, deps.remoteTimeoutMs ?? REMOTE_CONFIG_TIME_BOX_MS)
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
