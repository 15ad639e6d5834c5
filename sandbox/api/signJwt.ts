import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// HS256 tokens for the sandbox's auth server with node:crypto alone: the project may not add a
// JWT package, and the sandbox only needs to sign and check its own tokens.
const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

export interface JwtKey {
  sign(claims: Record<string, unknown>, ttlSeconds: number): string
  /** The claims of a token this key signed and that has not expired; undefined otherwise. */
  verify(token: string): Record<string, unknown> | undefined
}

export function createJwtKey(secret: Buffer = randomBytes(32)): JwtKey {
  const mac = (input: string) => createHmac('sha256', secret).update(input).digest()
  return {
    sign(claims, ttlSeconds) {
      const now = Math.floor(Date.now() / 1000)
      const payload = b64url(JSON.stringify({ ...claims, iat: now, exp: now + ttlSeconds, jti: randomBytes(12).toString('hex') }))
      return `${HEADER}.${payload}.${b64url(mac(`${HEADER}.${payload}`))}`
    },
    verify(token) {
      const [header, payload, signature] = token.split('.')
      if (header !== HEADER || !payload || !signature) return undefined
      const expected = mac(`${header}.${payload}`)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
        return typeof claims.exp === 'number' && claims.exp > Date.now() / 1000 ? claims : undefined
      } catch {
        return undefined
      }
    },
  }
}
