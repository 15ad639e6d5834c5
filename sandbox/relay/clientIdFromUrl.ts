import { randomUUID } from 'node:crypto'

/**
 * Reads the client id from the `auth` JWT in the socket URL without verifying it: the relay
 * accepts any token, but the id lets it recognise a publisher across reconnects so its own
 * messages are never replayed to it. Falls back to a random id.
 */
export function clientIdFromUrl(requestUrl: string | undefined): string {
  try {
    const auth = new URL(requestUrl ?? '/', 'ws://relay.invalid').searchParams.get('auth')
    const payload = auth?.split('.')[1]
    if (payload) {
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      if (claims && typeof claims === 'object' && 'iss' in claims && typeof claims.iss === 'string') {
        return claims.iss
      }
    }
  } catch {
    // A malformed token is accepted like any other; the socket just gets an anonymous id.
  }
  return `anonymous:${randomUUID()}`
}
