// Public surface of the provider-API stand-in, for the launcher and airlock/testing.
export { startApiServer, type ApiServer, type ApiServerOptions } from './createApiServer'
export type { RouteHandler, RouteRegistrar, SandboxRequest, SandboxResponse } from './types'
export type { FaultController, FaultSpec, FaultEntry } from './faults'
export type { RequestLog, RequestRecord } from './requestLog'
export type { AnalyticsEvent, AnalyticsSink } from './analyticsSink'
export {
  SANDBOX_PROJECT_IDS,
  DEFAULT_PROJECT_ID,
  REMOTE_OFF_PROJECT_ID,
  ORIGIN_NOT_ALLOWED_PROJECT_ID,
  JWT_NOT_VALID_PROJECT_ID,
  INVALID_KEY_PROJECT_ID,
  APPKIT_IDS_PROJECT_ID,
  PROVIDER_MESSAGES,
  type ProjectScenario,
  type RemoteFeature,
} from './projects'
export { apiError } from './apiError'
export { buildCatalogue, getCatalogue, CATALOGUE_SIZE, PAY_ONLY_WALLETS, type CatalogueWallet } from './catalogue'
