import { HttpStatusError } from '../errors'
import { httpTarget, type QueryParams, type SdkParams } from './httpTarget'

export { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION, type QueryParams, type QueryValue, type SdkParams } from './httpTarget'

export interface GetOptions {
  params?: QueryParams
  signal?: AbortSignal
  headers?: Readonly<Record<string, string>>
}

export interface PostOptions extends GetOptions {
  /** Sent as JSON. */
  body?: unknown
}

export interface HttpClientOptions {
  baseUrl: string
  projectId: string
  /** AppKit's `st`. */
  sdkType?: string
  /** AppKit's `sv`; the core build is html-core 1.7.8 (CFG-12). */
  sdkVersion?: string
  fetch?: typeof globalThis.fetch
  /** Called with the provider's message from a non-OK body (mapped to alerts by providerAlerts). */
  onProviderMessage?: (message: string) => void
}

export interface HttpClient {
  readonly baseUrl: string
  readonly sdkParams: Readonly<SdkParams>
  /** The full URL a request to `path` goes to, SDK parameters included. */
  url(path: string, params?: QueryParams): URL
  get<T>(path: string, options?: GetOptions): Promise<T>
  post<T>(path: string, options?: PostOptions): Promise<T>
  getBlob(path: string, options?: GetOptions): Promise<Blob>
  /** The same project, SDK identity, fetch and provider-message hook against another host. */
  withBaseUrl(baseUrl: string): HttpClient
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, projectId, sdkType, sdkVersion, onProviderMessage } = options
  // Resolved per call, so a test or host that swaps globalThis.fetch later is still honoured.
  const doFetch: typeof globalThis.fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args)
  const { baseUrl: base, sdkParams, url } = httpTarget({ baseUrl, projectId, sdkType, sdkVersion })

  const send = async (method: 'GET' | 'POST', path: string, init: PostOptions): Promise<Response> => {
    const target = url(path, init.params)
    const headers: Record<string, string> = { ...init.headers }
    let body: string | undefined
    if (init.body !== undefined) {
      body = JSON.stringify(init.body)
      if (!Object.keys(headers).some((key) => key.toLowerCase() === 'content-type')) {
        headers['content-type'] = 'application/json'
      }
    }
    const response = await doFetch(target.toString(), { method, headers, body, signal: init.signal })
    if (!response.ok) {
      const errorBody = await readErrorBody(response)
      const message = providerMessageOf(errorBody)
      if (message !== undefined) {
        // A failing hook must not hide the HTTP error the caller is about to get.
        try {
          onProviderMessage?.(message)
        } catch {
          /* ignored */
        }
      }
      throw new HttpStatusError(response.status, target.toString(), errorBody)
    }
    return response
  }

  return {
    baseUrl: base,
    sdkParams,
    url,
    async get<T>(path: string, init: GetOptions = {}) {
      return readJson<T>(await send('GET', path, init))
    },
    async post<T>(path: string, init: PostOptions = {}) {
      return readJson<T>(await send('POST', path, init))
    },
    async getBlob(path: string, init: GetOptions = {}) {
      return (await send('GET', path, init)).blob()
    },
    withBaseUrl: (next) => createHttpClient({ ...options, baseUrl: next }),
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text()
  // 204 and empty bodies read as undefined; a garbage body throws for the caller to handle.
  return (text ? JSON.parse(text) : undefined) as T
}

async function readErrorBody(response: Response): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch {
    return undefined
  }
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * The provider's human message in an error body. The provider answers `{ message }` or
 * `{ error }` (a string, or `{ message }`), and sometimes plain text; AppKit matches the text,
 * not a code, so the text is what we hand on.
 */
export function providerMessageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined
  if (!body || typeof body !== 'object') return undefined
  const record = body as Record<string, unknown>
  for (const key of ['message', 'error'] as const) {
    const value = record[key]
    if (typeof value === 'string' && value) return value
    if (value && typeof value === 'object') {
      const nested = (value as Record<string, unknown>).message
      if (typeof nested === 'string' && nested) return nested
    }
  }
  // The name service reports failures as reasons[0].description (spec §7).
  const reasons = record.reasons
  if (Array.isArray(reasons)) {
    const description = (reasons[0] as { description?: unknown } | undefined)?.description
    if (typeof description === 'string' && description) return description
  }
  return undefined
}
