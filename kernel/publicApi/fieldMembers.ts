import type { AppKitOptions } from '../config/options'
import type { LocalFeatures, RemoteFeatures } from '../features/defaultFeatures'
import type { ChainAdapter } from '../plugins/chainAdapter'
import * as T from '../tokens'
import type { ChainNamespace } from '../types'
import type { ApiContext } from './apiContext'

/** AppKit's public fields, read live from the kit (they are getters here, not copies). */
export interface FieldMembers {
  readonly options: AppKitOptions
  readonly features: LocalFeatures
  readonly remoteFeatures: RemoteFeatures
  readonly chainNamespaces: ChainNamespace[]
  readonly chainAdapters: Partial<Record<ChainNamespace, ChainAdapter>>
  /** The SDK version sent to the provider (`sv`). */
  readonly version: string
  /** Alerts this kit already raised, by id: each is raised once (ERR-07). */
  readonly reportedAlertErrors: Record<string, boolean>
}

/** Defines the fields as getters on `target`; spreading would freeze them at creation. */
export function defineFieldMembers<O extends object>(target: O, { c }: ApiContext): O & FieldMembers {
  const registry = () => c.resolve(T.CHAIN_REGISTRY)
  const features = () => c.resolve(T.FEATURES).store.getState()
  const getters: { [K in keyof FieldMembers]: () => FieldMembers[K] } = {
    options: () => c.resolve(T.OPTIONS),
    features: () => features().local,
    remoteFeatures: () => features().remote,
    chainNamespaces: () => registry().namespaces(),
    chainAdapters: () => Object.fromEntries(registry().namespaces().map((ns) => [ns, registry().get(ns)])),
    version: () => c.resolve(T.CONFIG).sdkVersion,
    reportedAlertErrors: () => Object.fromEntries(c.resolve(T.ALERTS).getState().shown.map((id) => [id, true])),
  }
  for (const [key, get] of Object.entries(getters)) Object.defineProperty(target, key, { get, enumerable: true })
  return target as O & FieldMembers
}
