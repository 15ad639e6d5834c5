import type { DependencyContainer } from '../container/tsyringe'
import { LOAD_SERVICE, lazyService, type LazyService } from '../container/lazyService'
import * as T from '../tokens'
import type { HttpClient } from './createHttpClient'
import { httpTarget, type HttpTargetOptions } from './httpTarget'

/**
 * An HTTP client whose request code loads on the first request (startup makes the first ones),
 * while its base URL, identity and URLs answer at once, as the loaded client's do.
 */
export function lazyHttpClient(options: HttpTargetOptions, load: () => Promise<HttpClient>): HttpClient {
  const { baseUrl, sdkParams, url } = httpTarget(options)
  const stand: LazyService<HttpClient> = lazyService<HttpClient>(load, {
    async: ['get', 'post', 'getBlob'],
    own: {
      baseUrl,
      sdkParams,
      url,
      // The loaded client's own withBaseUrl, so both share its fetch and provider-message hook.
      withBaseUrl: (next) => lazyHttpClient({ ...options, baseUrl: next }, () => stand[LOAD_SERVICE]().then((client) => client.withBaseUrl(next))),
    },
  })
  return stand
}

/** The kit's client of `baseUrl` (httpOn.ts) as a stand-in: what `API_HTTP` is bound to. */
export function lazyHttpOn(c: DependencyContainer, baseUrl: string): HttpClient {
  const { projectId, sdkType, sdkVersion } = c.resolve(T.CONFIG)
  return lazyHttpClient({ baseUrl, projectId, sdkType, sdkVersion }, () => import('./httpOn').then((m) => m.httpOn(c, baseUrl)))
}
