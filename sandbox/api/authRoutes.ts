import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { randomBytes } from 'node:crypto'
import { isAddress, isHex } from 'viem'
import { verifyBitcoinMessage } from '../../plugins/siwx/configs/BIP122Verifier'
import { matchesOriginPattern } from '../../kernel/api/isOriginAllowed'
import { bitcoin, bitcoinTestnet, mainnet, polygon, solana, solanaDevnet, solanaTestnet } from '../../kernel/networks'
import { assertInTimeWindow, urlOf } from '../../plugins/siwx/configs/checkSessionMessage'
import { parseSiwxMessage } from '../../plugins/siwx/configs/parseSiwxMessage'
import type { SIWXMessageData } from '../../plugins/siwx/siwxTypes'
import { apiError, objectBody } from './apiError'
import { createProjectOverrides, type ProjectOverrides } from './projects'
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
 * The networks a sign-in may name: those the sandbox serves to hosts (the EVM devnets' 1 and 137,
 * the Solana devnet) and those its test wallets sign for (Solana and Bitcoin, main and test). The
 * sandbox has no per-project network list, so this is the project's list for every project.
 */
export const AUTH_CHAIN_IDS: readonly string[] = [mainnet, polygon, solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet].map((n) => n.caipNetworkId)

export interface AuthRoutesOptions {
  /** How eip155 signatures are checked (startSandbox adds the devnets' ERC-1271). */
  verify?: SignatureVerifier
  /** The projects' allowlists: a message's domain must be on its project's. */
  projects?: ProjectOverrides
  chainIds?: readonly string[]
}

/** The first reason `data` is not a sign-in for this project, this request and these networks. */
function refusal(data: SIWXMessageData, req: SandboxRequest, allowedOrigins: readonly string[], chainIds: readonly string[]): SandboxResponse | undefined {
  const uri = urlOf(data.uri)
  if (!uri) return apiError(401, `The message is for another URI: ${data.uri}`, 'INVALID_URI')
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
  // The domain must be on the project's list whether or not the request says where it comes from.
  const domainOrigin = `${uri.protocol}//${data.domain}`
  const listed = /^https?:$/.test(uri.protocol) && allowedOrigins.some((pattern) => matchesOriginPattern(domainOrigin, pattern))
  if (!listed || (origin !== undefined && urlOf(origin)?.host !== data.domain)) return apiError(401, `The message is for another domain: ${data.domain}`, 'INVALID_DOMAIN')
  // The URI is a page of that domain (EIP-4361's authority), of the requesting origin when it says.
  if (uri.host !== data.domain || (origin !== undefined && uri.origin !== origin)) return apiError(401, `The message is for another URI: ${data.uri}`, 'INVALID_URI')
  if (!chainIds.includes(data.chainId)) return apiError(401, `The message is for another network: ${data.chainId}`, 'INVALID_CHAIN')
  try {
    assertInTimeWindow(data, new Date())
  } catch (error) {
    const reason = (error as Error).message
    return apiError(401, reason, reason === 'The message has expired' ? 'EXPIRED' : 'NOT_YET_VALID')
  }
  return undefined
}

/**
 * The stand-in for the provider's SIWX auth server (CloudAuthSIWX's /auth/v1): a nonce with a
 * signed nonce token; authenticate checks the message strictly (EIP-4361 / CAIP-122 text, the
 * token's nonce used once even under concurrent posts, a domain on the project's allowlist and
 * the request's Origin when sent, a URI on that domain, a network of AUTH_CHAIN_IDS, the time
 * window) and its signature (eip155: signer recovery, and ERC-1271 on the devnets once
 * startSandbox wires them; solana ed25519; bip122 legacy or BIP-322 simple) and answers a
 * session token; me reads it; sign-out revokes it.
 */
export function mountAuthRoutes(routes: RouteRegistrar, options: AuthRoutesOptions = {}): void {
  const verify = options.verify ?? createSignatureChecks().verify
  const projects = options.projects ?? createProjectOverrides()
  const chainIds = options.chainIds ?? AUTH_CHAIN_IDS
  const key = createJwtKey()
  /** Used nonces, until their token expires (a later post fails on the token anyway). */
  const usedNonces = new Map<string, number>()
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
    const refused = refusal(data, req, projects.resolve(req.query.get('projectId')).allowedOrigins, chainIds)
    if (refused) return refused
    const now = Date.now()
    for (const [nonce, until] of usedNonces) if (until <= now) usedNonces.delete(nonce)
    if (usedNonces.has(data.nonce)) return apiError(401, 'The nonce was used already', 'INVALID_NONCE')
    // Taken before the signature's await, so of concurrent posts of one nonce exactly one goes on;
    // given back when the signature fails, so a forged post cannot spend the visitor's nonce.
    usedNonces.set(data.nonce, now + NONCE_TTL_S * 1000)
    const namespace = data.chainId.split(':')[0]!
    if (!(await signatureValid(verify, namespace, data.accountAddress, body.message, body.signature, data.chainId))) {
      usedNonces.delete(data.nonce)
      return apiError(401, 'Invalid signature', 'INVALID_SIGNATURE')
    }
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
