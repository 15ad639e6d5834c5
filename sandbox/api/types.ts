// The contract between the provider-API server and the route modules mounted on it
// (catalogue routes, chain-backed blockchain-API routes, ...). Keep it small.

export interface SandboxRequest {
  method: string
  /** Path without the query string, e.g. `/v1/account/0xabc/balance`. */
  path: string
  /** Named parts of the route pattern, e.g. `{ address: '0xabc' }` for `/v1/account/:address/balance`. */
  params: Record<string, string>
  query: URLSearchParams
  headers: Record<string, string | string[] | undefined>
  /** Parsed JSON body for JSON requests, raw text otherwise, undefined when empty. */
  body: unknown
}

export interface SandboxResponse {
  status?: number
  /** Sent as application/json when present. */
  json?: unknown
  /** Sent as is when present (images, HTML). */
  body?: string | Uint8Array
  headers?: Record<string, string>
}

export type RouteHandler = (req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>

export interface RouteRegistrar {
  /** Patterns use `:name` parts, e.g. `/v1/account/:address/history`. */
  get(pattern: string, handler: RouteHandler): void
  post(pattern: string, handler: RouteHandler): void
}
