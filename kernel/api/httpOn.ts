import type { DependencyContainer } from '../container/tsyringe'
import * as T from '../tokens'
import { createHttpClient, type HttpClient } from './createHttpClient'
import { providerAlerts } from './providerAlerts'

/** An HTTP client on `baseUrl` with the kit's identity (projectId, st, sv) and provider alerts. */
export function httpOn(c: DependencyContainer, baseUrl: string): HttpClient {
  const config = c.resolve(T.CONFIG)
  const onProviderMessage = providerAlerts((id) => void c.resolve(T.ALERTS).show(id))
  return createHttpClient({
    baseUrl,
    projectId: config.projectId,
    sdkType: config.sdkType,
    sdkVersion: config.sdkVersion,
    onProviderMessage: (message) => void onProviderMessage(message),
  })
}
