import { httpOn } from '../api/httpOn'
import { activeAddress } from '../connection/activeAccount'
import { instanceCachingFactory, type DependencyContainer } from '../container/tsyringe'
import { createStore } from '../store/createStore'
import * as T from '../tokens'
import { createTelemetry } from './createTelemetry'

/** Binds the kit's analytics switch and telemetry; startup does, before anything is tracked. */
export function registerTelemetry(c: DependencyContainer): void {
  c.register(T.ANALYTICS, { useValue: createStore<{ remoteEnabled: boolean }>({ remoteEnabled: true }) })
  c.register(T.TELEMETRY, {
    useFactory: instanceCachingFactory((c) =>
      createTelemetry({
        http: httpOn(c, c.resolve(T.CONFIG).endpoints.analytics),
        // TEL-07: the local analytics feature, and the provider's per-project switch.
        isEnabled: () => c.resolve(T.CONFIG).features.analytics !== false && c.resolve(T.ANALYTICS).getState().remoteEnabled,
        getAddress: () => activeAddress(c),
        showAlert: (id) => void c.resolve(T.ALERTS).show(id),
      }),
    ),
  })
}
