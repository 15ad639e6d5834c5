import { activeAddress } from '../connection/activeAccount'
import type { DependencyContainer } from '../container/tsyringe'
import * as T from '../tokens'
import { createBlockchainApiClient, type BlockchainApiClient } from './createBlockchainApiClient'
import { createCatalogueClient, type CatalogueClient } from './createCatalogueClient'
import { httpOn } from './httpOn'

// The provider's API clients, loaded on their first call (registerKernelServices binds stand-ins).

export function catalogueClient(c: DependencyContainer): CatalogueClient {
  return createCatalogueClient({ http: c.resolve(T.API_HTTP), debug: c.resolve(T.LOGGER).debug })
}

export function blockchainApiClient(c: DependencyContainer): BlockchainApiClient {
  return createBlockchainApiClient({
    http: httpOn(c, c.resolve(T.CONFIG).endpoints.blockchainApi),
    storage: c.resolve(T.STORAGE),
    getSender: () => activeAddress(c),
  })
}
