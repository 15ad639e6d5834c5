import { httpOn } from '../api/httpOn'
import type { DependencyContainer } from '../container/tsyringe'
import * as T from '../tokens'
import { createPluginHost, type PluginHost } from './createPluginHost'
import type { Store } from '../store/createStore'
import type { PluginRegistryState } from './pluginRegistry'

/**
 * The kit's plugin host over its container: its manifests, feature flags and config. It loads
 * with startup's first sync (registerKernelServices binds a stand-in); the registry store it
 * fills is the stand-in's, so the shell can subscribe before that.
 */
export function kitPluginHost(c: DependencyContainer, registry: Store<PluginRegistryState>, isStarted: () => boolean): PluginHost {
  return createPluginHost({
    registry,
    manifests: c.resolve(T.CONFIG).plugins,
    isEnabled: (flag) => c.resolve(T.FEATURES).isEnabled(flag),
    config: c.resolve(T.CONFIG),
    // The context code loads with the first activation.
    kernel: () => import('./createPluginKernel').then((k) => k.createPluginKernel(c, (baseUrl) => httpOn(c, baseUrl), isStarted)),
    logger: c.resolve(T.LOGGER),
    bus: c.resolve(T.BUS),
    registerMessages: (pack, loaders) => c.resolve(T.I18N).registerPack(pack, loaders),
  })
}
