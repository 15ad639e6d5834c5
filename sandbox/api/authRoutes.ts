import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { randomBytes } from 'node:crypto'
import { isAddress, isHex } from 'viem'
import { verifyBitcoinMessage } from '../../plugins/siwx/configs/BIP122Verifier'
import { parseSiwxMessage } from '../../plugins/siwx/configs/parseSiwxMessage'
import { apiError, objectBody } from './apiError'
import { createJwtKey } from './signJwt'
import { createSignatureChecks, type SignatureVerifier } from './signatureVerifier'
import type { RouteRegistrar, SandboxRequest, SandboxResponse } from './types'

const NONCE_TTL_S = 5 * 60
const SESSION_TTL_S = 24 * 60 * 60

const bearer = (req: SandboxRequest, name: string) => {
  const value = req.headers[name]
  const text = Array.isArray(value) ? value[0] : value
  return text?.startsWith('Bearer ') ? text.slice(7) : undefined
}

async function signatureValid(verify: SignatureVerifier, namespace: string, address: string, message: string, signature: string, chainId?: string /* CAIP-2 */): Promise<boolean> {
  try {
    if (namespace === 'eip155') {
      return isAddress(address) && isHex(signature) && (await verify({ address, message, signature, chainId: chainId?.split(':')[1] }))
    }
    if (namespace === 'solana') return ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(address))
    if (namespace === 'bip122') return verifyBitcoinMessage(address, message, signature, chainId)
  } catch {
    return false
  }
  return false
}

/**
 * The stand-in for the provider's SIWX auth server (CloudAuthSIWX's /auth/v1): a nonce with a
 * signed nonce token; authenticate checks the message strictly (EIP-4361 / CAIP-122 text, the
 * token's nonce used once, the page's origin as domain, the time window) and its signature
 * (eip155: signer recovery, and ERC-1271 on the devnets once startSandbox wires them; solana ed25519; bip122 legacy or BIP-322 simple) and answers a session token; me reads it;
 * sign-out revokes it.
 */
export function mountAuthRoutes(routes: RouteRegistrar, verify: SignatureVerifier = createSignatureChecks().verify): void {
  const key = createJwtKey()
  const usedNonces = new Set<string>()
  const revoked = new Set<string>()

  routes.get('/auth/v1/nonce', () => {
    const nonce = randomBytes(12).toString('base64url').replace(/[^a-zA-Z0-9]/g, '0')
    return { json: { nonce, token: key.sign({ typ: 'nonce', nonce }, NONCE_TTL_S) } }
  })

  routes.post('/auth/v1/authenticate', async (req): Promise<SandboxResponse> => {
    const nonceClaims = key.verify(bearer(req, 'x-nonce-jwt') ?? '')
    if (nonceClaims?.typ !== 'nonce') return apiError(401, 'Invalid or expired nonce token', 'INVALID_NONCE')
    const body = objectBody(req.body)
    if (typeof body?.message !== 'string' || typeof body.signature !== 'string') return apiError(400, 'message and signature are required', 'INVALID_REQUEST')
    const data = parseSiwxMessage(body.message)
    if (!data) return apiError(400, 'Not a sign-in message', 'INVALID_MESSAGE')
    if (data.nonce !== nonceClaims.nonce) return apiError(401, 'The message nonce is not the issued one', 'INVALID_NONCE')
    if (usedNonces.has(data.nonce)) return apiError(401, 'The nonce was used already', 'INVALID_NONCE')
    const origin = req.headers.origin
    if (typeof origin === 'string' && new URL(origin).host !== data.domain) return apiError(401, `The message is for another domain: ${data.domain}`, 'INVALID_DOMAIN')
    const now = Date.now()
    if (data.expirationTime && Date.parse(data.expirationTime) <= now) return apiError(401, 'The message has expired', 'EXPIRED')
    if (data.notBefore && Date.parse(data.notBefore) > now) return apiError(401, 'The message is not valid yet', 'NOT_YET_VALID')
    const namespace = data.chainId.split(':')[0]!
    if (!(await signatureValid(verify, namespace, data.accountAddress, body.message, body.signature, data.chainId))) return apiError(401, 'Invalid signature', 'INVALID_SIGNATURE')
    usedNonces.add(data.nonce)
    const claims = { typ: 'session', sub: data.accountAddress, chainId: data.chainId, message: body.message, signature: body.signature, data }
    return { json: { token: key.sign(claims, SESSION_TTL_S) } }
  })

  const session = (req: SandboxRequest) => {
    const claims = key.verify(bearer(req, 'authorization') ?? '')
    return claims?.typ === 'session' && !revoked.has(claims.jti as string) ? claims : undefined
  }

  routes.get('/auth/v1/me', (req) => {
    const claims = session(req)
    if (!claims) return apiError(401, 'Unauthorized', 'UNAUTHORIZED')
    return { json: { address: claims.sub, chainId: claims.chainId, message: claims.message, signature: claims.signature, data: claims.data } }
  })

  routes.post('/auth/v1/sign-out', (req) => {
    const claims = session(req)
    if (claims) revoked.add(claims.jti as string)
    return { json: { success: true } }
  })
}
