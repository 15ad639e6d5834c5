import { isAddress, type Hex } from 'viem'
import { apiError, objectBody } from './apiError'
import { createSignatureChecks, type SignatureVerifier } from './signatureVerifier'
import {
  DEFAULT_ZONE,
  NAME_LABEL,
  NAME_ZONES,
  isValidName,
  splitName,
  suggestLabels,
  type NameRegistry,
} from './nameRegistry'
import type { RouteRegistrar, SandboxResponse } from './types'

/** How far a signed message's timestamp may lag (replays) or lead (clock skew) the server. */
export const MESSAGE_MAX_AGE_S = 10 * 60
export const MESSAGE_MAX_SKEW_S = 60

export const NAME_ERRORS = {
  invalidName: 'Invalid name: use letters, digits and hyphens, at least 4 characters, ending in .reown.id or .wcn.id',
  invalidBody: 'coin_type, address, message and signature are required',
  invalidAddress: 'Invalid address',
  invalidMessage: 'The message must be JSON with name, attributes and timestamp (seconds)',
  staleMessage: 'The message timestamp is too old',
  futureMessage: 'The message timestamp is in the future',
  badSignature: 'Invalid signature for this address and message',
  taken: 'Name is already registered',
  invalidZone: `Unknown zone; use one of ${NAME_ZONES.join(', ')}`,
} as const

async function register(registry: NameRegistry, verify: SignatureVerifier, body: unknown): Promise<SandboxResponse> {
  const b = objectBody(body)
  const coinType = b?.coin_type
  if (!b || typeof b.address !== 'string' || typeof b.message !== 'string' || typeof b.signature !== 'string' ||
    (typeof coinType !== 'number' && !(typeof coinType === 'string' && /^\d+$/.test(coinType)))) {
    return apiError(400, NAME_ERRORS.invalidBody, 'INVALID_REQUEST')
  }
  if (!isAddress(b.address, { strict: false })) return apiError(400, NAME_ERRORS.invalidAddress, 'INVALID_ADDRESS')

  let message: Record<string, unknown> | undefined
  try {
    message = objectBody(JSON.parse(b.message))
  } catch {
    message = undefined
  }
  if (!message || typeof message.name !== 'string' || typeof message.timestamp !== 'number') {
    return apiError(400, NAME_ERRORS.invalidMessage, 'INVALID_MESSAGE')
  }
  const now = Math.floor(Date.now() / 1000)
  if (now - message.timestamp > MESSAGE_MAX_AGE_S) return apiError(400, NAME_ERRORS.staleMessage, 'STALE_MESSAGE')
  if (message.timestamp - now > MESSAGE_MAX_SKEW_S) return apiError(400, NAME_ERRORS.futureMessage, 'STALE_MESSAGE')
  if (!isValidName(message.name)) return apiError(400, NAME_ERRORS.invalidName, 'INVALID_NAME')

  let valid = false
  try {
    valid = await verify({ address: b.address as Hex, message: b.message, signature: b.signature as Hex })
  } catch {
    valid = false
  }
  if (!valid) return apiError(400, NAME_ERRORS.badSignature, 'INVALID_SIGNATURE')
  if (registry.get(message.name)) return apiError(400, NAME_ERRORS.taken, 'NAME_TAKEN')

  const attributes: Record<string, string> = {}
  const rawAttributes = objectBody(message.attributes)
  for (const [k, v] of Object.entries(rawAttributes ?? {})) if (typeof v === 'string') attributes[k] = v
  const record = registry.register({ name: message.name, address: b.address, coinType: String(coinType), attributes })
  return { json: { success: true, ...record } }
}

/** The name service: lookup, reverse lookup, suggestions and registration. */
export function mountNameRoutes(routes: RouteRegistrar, registry: NameRegistry, verify: SignatureVerifier = createSignatureChecks().verify): void {
  routes.get('/v1/profile/account/:name', (req) => {
    const record = registry.get(req.params.name!)
    return record ? { json: record } : apiError(404, `Name ${req.params.name} not found`, 'NOT_FOUND')
  })

  routes.get('/v1/profile/reverse/:address', (req) => ({ json: registry.reverse(req.params.address!) }))

  routes.get('/v1/profile/suggestions/:name', (req) => {
    const zone = req.query.get('zone') || DEFAULT_ZONE
    if (!(NAME_ZONES as readonly string[]).includes(zone)) return apiError(400, NAME_ERRORS.invalidZone, 'INVALID_ZONE')
    const label = splitName(req.params.name!)?.label ?? req.params.name!.toLowerCase()
    if (!NAME_LABEL.test(label)) return apiError(400, NAME_ERRORS.invalidName, 'INVALID_NAME')
    const suggestions = suggestLabels(label).map((l) => {
      const name = `${l}.${zone}`
      return { name, registered: registry.get(name) !== undefined }
    })
    return { json: { suggestions } }
  })

  routes.post('/v1/profile/account', (req) => register(registry, verify, req.body))
}
