// Where a request goes and who the kit says it is: the part of the HTTP client that needs no
// request code, so a client's URLs answer before that code has loaded (lazyHttpClient.ts).

/** A query value; undefined, null and empty arrays are left out, arrays are comma-joined. */
export type QueryValue = string | number | boolean | null | undefined | readonly string[]
export type QueryParams = Readonly<Record<string, QueryValue>>

/** The query parameters every catalogue, blockchain-API and analytics call carries (API-01). */
export interface SdkParams {
  projectId: string
  st: string
  sv: string
}

export const DEFAULT_SDK_TYPE = 'appkit'
export const DEFAULT_SDK_VERSION = 'html-core-1.7.8'

export interface HttpTargetOptions {
  baseUrl: string
  projectId: string
  /** AppKit's `st`. */
  sdkType?: string
  /** AppKit's `sv`; the core build is html-core 1.7.8 (CFG-12). */
  sdkVersion?: string
}

export function httpTarget({ baseUrl, projectId, sdkType = DEFAULT_SDK_TYPE, sdkVersion = DEFAULT_SDK_VERSION }: HttpTargetOptions) {
  const sdkParams: SdkParams = Object.freeze({ projectId, st: sdkType, sv: sdkVersion })
  const base = baseUrl.replace(/\/+$/, '')

  /** The full URL a request to `path` goes to, SDK parameters included. */
  const url = (path: string, params?: QueryParams): URL => {
    // Joined as strings, not `new URL(path, base)`: a leading slash must not drop a base path
    // prefix (the sandbox may mount the catalogue under one).
    const full = /^[a-z][a-z\d+.-]*:\/\//i.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`
    const target = new URL(full)
    for (const [key, value] of Object.entries(params ?? {})) {
      const text = queryText(value)
      if (text !== undefined) target.searchParams.set(key, text)
    }
    // Last, so a caller's params can never replace the kit's identity.
    for (const [key, value] of Object.entries(sdkParams)) target.searchParams.set(key, value)
    return target
  }
  return { baseUrl: base, sdkParams, url }
}

function queryText(value: QueryValue): string | undefined {
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined
  return String(value)
}
