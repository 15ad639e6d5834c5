import type { SandboxResponse } from './types'

/**
 * Every error answer carries `message` (what the provider's gateway errors use) and
 * `reasons[0].description` (what the name service errors use and the kit reads), so a client
 * reading either finds the same text.
 */
export function apiError(status: number, description: string, code = 'ERROR'): SandboxResponse {
  return { status, json: { message: description, reasons: [{ name: code, description }] } }
}

/** The body as an object, or undefined when it is not a JSON object. */
export function objectBody(body: unknown): Record<string, unknown> | undefined {
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      return undefined
    }
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined
}

/** The server's own base URL as the client reached it, for absolute links in answers. */
export function baseUrlOf(headers: Record<string, string | string[] | undefined>): string {
  const host = headers.host
  return `http://${typeof host === 'string' && host ? host : '127.0.0.1'}`
}
