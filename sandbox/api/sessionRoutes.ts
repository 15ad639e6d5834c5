import { isAddress, isHex, type Hex } from 'viem'
import { sessionDigest } from '../evm/smartAccountCalls'
import { privateKeyToAccount } from 'viem/accounts'
import { apiError, objectBody } from './apiError'
import { createSignatureChecks, type SignatureVerifier } from './signatureVerifier'
import { hexId } from './seededRandom'
import type { SmartSession as KitSmartSession } from '../../plugins/smart-sessions/contract'
import type { RouteRegistrar, SandboxResponse } from './types'

/**
 * A smart session as the kit's smart-sessions plugin reads it (its contract's type), plus when
 * the wallet's grant activated it.
 */
export interface SmartSession extends KitSmartSession {
  /** Set by activate: the wallet granted the permissions and the context is known. */
  activatedAt?: number
  /** The hex chain id the grant asked for (the cosigner's on-chain signatures are bound to it). */
  chainId?: string
}


const DAY_MS = 24 * 60 * 60 * 1000
const PROJECTS = [
  { name: 'Sandbox Swap', url: 'https://swap.example.com' },
  { name: 'Sandbox Game', url: 'https://game.example.com' },
]

export const SESSION_ERRORS = {
  invalidAddress: 'Invalid address',
  invalidRequest: 'pci and signature are required',
  unknownPci: 'Unknown pci for this address',
  badSignature: 'Invalid signature',
  invalidGrant: 'chainId, expiry (seconds, in the future) and at least one permission are required',
  invalidActivate: 'pci and context are required',
  invalidCall: 'pci and call { to, value } are required',
  notActive: 'Session is not active',
  revoked: 'Session has been revoked',
  expired: 'Session has expired',
  notAllowed: 'Call is not allowed by the session permissions',
  allowanceExceeded: 'Allowance exceeded for the current period',
} as const

/** The kit sends a CAIP-10 address to list and a plain one to revoke; key both by the plain one. */
function plainAddress(raw: string): string | undefined {
  const address = raw.includes(':') ? raw.split(':').pop()! : raw
  return isAddress(address, { strict: false }) ? address.toLowerCase() : undefined
}

/** Two sessions per address: one active, one expired, so the view shows both states. */
function seedSessions(address: string, now: number): SmartSession[] {
  return PROJECTS.map((p, i) => ({
    project: { id: hexId(`project:${p.name}`).slice(0, 16), name: p.name, url: p.url, iconUrl: `${p.url}/icon.png` },
    pci: `0x${hexId(`pci:${address}:${i}`)}`,
    createdAt: now - (i + 1) * DAY_MS,
    expiry: i === 0 ? now + 30 * DAY_MS : now - DAY_MS,
    permissions: [{ type: 'contract-call', data: { address: `0x${hexId(`contract:${i}`).slice(0, 40)}`, functions: [{ functionName: 'transfer' }] } }],
    policies: [],
    context: `0x${hexId(`context:${address}:${i}`)}`,
    activatedAt: now - (i + 1) * DAY_MS,
  }))
}

export interface SessionStore {
  list(address: string): SmartSession[]
  add(address: string, session: SmartSession): void
  find(address: string, pci: string): SmartSession | undefined
  /** Native value the session's calls spent since `since` (ms). */
  spent(pci: string, since: number): bigint
  recordSpend(pci: string, value: bigint, at: number): void
}

export function createSessionStore(now = Date.now()): SessionStore {
  const byAddress = new Map<string, SmartSession[]>()
  const spends = new Map<string, { value: bigint; at: number }[]>()
  const sessionsOf = (address: string) => {
    let list = byAddress.get(address)
    if (!list) byAddress.set(address, (list = seedSessions(address, now)))
    return list
  }
  return {
    list: (address) => [...sessionsOf(address)],
    add: (address, session) => void sessionsOf(address).push(session),
    find: (address, pci) => sessionsOf(address).find((s) => s.pci.toLowerCase() === pci.toLowerCase()),
    spent: (pci, since) => (spends.get(pci.toLowerCase()) ?? []).filter((s) => s.at >= since).reduce((sum, s) => sum + s.value, 0n),
    recordSpend(pci, value, at) {
      const key = pci.toLowerCase()
      spends.set(key, [...(spends.get(key) ?? []), { value, at }])
    },
  }
}

async function revoke(store: SessionStore, verify: SignatureVerifier, rawAddress: string, body: unknown): Promise<SandboxResponse> {
  const address = plainAddress(rawAddress)
  if (!address) return apiError(400, SESSION_ERRORS.invalidAddress, 'INVALID_ADDRESS')
  const b = objectBody(body)
  if (!b || typeof b.pci !== 'string' || typeof b.signature !== 'string') {
    return apiError(400, SESSION_ERRORS.invalidRequest, 'INVALID_REQUEST')
  }
  const session = store.find(address, b.pci)
  if (!session) return apiError(400, SESSION_ERRORS.unknownPci, 'UNKNOWN_PCI')
  let valid = false
  try {
    // The account proves it owns the session by signing the pci string itself.
    // A smart account's signature is checked on its chain (ERC-1271), hence the session's chain id.
    valid = await verify({ address: address as Hex, message: b.pci, signature: b.signature as Hex, chainId: session.chainId })
  } catch {
    valid = false
  }
  if (!valid) return apiError(401, SESSION_ERRORS.badSignature, 'INVALID_SIGNATURE')
  // Kept, marked: the kit lists it under Revoked, and the cosigner refuses it from now on.
  session.revokedAt ??= Date.now()
  return { json: { success: true } }
}

/** The cosigner's key for a session: derived from the pci, so it is stable per session. */
const cosignerOf = (pci: string) => privateKeyToAccount(`0x${hexId(`cosigner:${pci.toLowerCase()}`)}`)

const PERMISSION_TYPES = ['contract-call', 'native-token-recurring-allowance', 'erc20-recurring-allowance']

/** POST /v1/sessions/:address: a pending session and the cosigner key the wallet must add as a signer. */
function create(store: SessionStore, rawAddress: string, body: unknown): SandboxResponse {
  const address = plainAddress(rawAddress)
  if (!address) return apiError(400, SESSION_ERRORS.invalidAddress, 'INVALID_ADDRESS')
  const b = objectBody(body)
  const expiry = b?.expiry
  const permissions = b?.permissions
  if (!b || typeof b.chainId !== 'string' || typeof expiry !== 'number' || expiry * 1000 <= Date.now() ||
    !Array.isArray(permissions) || permissions.length === 0 ||
    !permissions.every((p) => objectBody(p) && PERMISSION_TYPES.includes(String((p as { type?: unknown }).type)))) {
    return apiError(400, SESSION_ERRORS.invalidGrant, 'INVALID_REQUEST')
  }
  const project = objectBody(b.project)
  const now = Date.now()
  const pci = `0x${hexId(`pci:${address}:${now}:${Math.random()}`)}`
  const name = typeof project?.name === 'string' ? project.name : 'Unknown dapp'
  const url = typeof project?.url === 'string' ? project.url : ''
  store.add(address, {
    project: { id: hexId(`project:${name}`).slice(0, 16), name, url, iconUrl: typeof project?.iconUrl === 'string' ? project.iconUrl : '' },
    pci,
    createdAt: now,
    expiry: expiry * 1000,
    permissions: permissions as SmartSession['permissions'],
    policies: Array.isArray(b.policies) ? (b.policies as SmartSession['policies']) : [],
    context: '',
    chainId: b.chainId,
  })
  return { json: { pci, key: { type: 'secp256k1', publicKey: cosignerOf(pci).address } } }
}

function activate(store: SessionStore, rawAddress: string, body: unknown): SandboxResponse {
  const address = plainAddress(rawAddress)
  if (!address) return apiError(400, SESSION_ERRORS.invalidAddress, 'INVALID_ADDRESS')
  const b = objectBody(body)
  if (!b || typeof b.pci !== 'string' || typeof b.context !== 'string' || !b.context) return apiError(400, SESSION_ERRORS.invalidActivate, 'INVALID_REQUEST')
  const session = store.find(address, b.pci)
  if (!session) return apiError(400, SESSION_ERRORS.unknownPci, 'UNKNOWN_PCI')
  if (session.revokedAt) return apiError(403, SESSION_ERRORS.revoked, 'SESSION_REVOKED')
  session.context = b.context
  session.activatedAt = Date.now()
  return { json: { success: true } }
}

interface Allowance {
  allowance: bigint
  periodMs: number
}

function nativeAllowanceOf(session: SmartSession): Allowance | undefined {
  const p = session.permissions.find((x) => x.type === 'native-token-recurring-allowance')
  const data = objectBody(p?.data)
  if (!data) return undefined
  try {
    return { allowance: BigInt(data.allowance as string), periodMs: Number(data.period ?? 0) * 1000 || Number(DAY_MS) }
  } catch {
    return undefined
  }
}

/**
 * POST /v1/sessions/:address/sign: the cosigner co-signs one call of a session, only while the
 * session is active, unexpired and not revoked (BYD-22; AppKit's server does not check revokes),
 * and only within its native-token allowance for the current period.
 */
async function sign(store: SessionStore, rawAddress: string, body: unknown): Promise<SandboxResponse> {
  const address = plainAddress(rawAddress)
  if (!address) return apiError(400, SESSION_ERRORS.invalidAddress, 'INVALID_ADDRESS')
  const b = objectBody(body)
  const call = objectBody(b?.call)
  if (!b || typeof b.pci !== 'string' || !call || typeof call.to !== 'string' || !isAddress(call.to, { strict: false })) {
    return apiError(400, SESSION_ERRORS.invalidCall, 'INVALID_REQUEST')
  }
  let value: bigint
  try {
    value = BigInt((call.value as string | number | undefined) ?? 0)
  } catch {
    return apiError(400, SESSION_ERRORS.invalidCall, 'INVALID_REQUEST')
  }
  const session = store.find(address, b.pci)
  if (!session) return apiError(400, SESSION_ERRORS.unknownPci, 'UNKNOWN_PCI')
  const now = Date.now()
  if (session.revokedAt) return apiError(403, SESSION_ERRORS.revoked, 'SESSION_REVOKED')
  if (session.expiry <= now) return apiError(403, SESSION_ERRORS.expired, 'SESSION_EXPIRED')
  if (!session.activatedAt) return apiError(403, SESSION_ERRORS.notActive, 'SESSION_NOT_ACTIVE')
  if (value > 0n) {
    const allowance = nativeAllowanceOf(session)
    if (!allowance) return apiError(403, SESSION_ERRORS.notAllowed, 'NOT_ALLOWED')
    if (store.spent(session.pci, now - allowance.periodMs) + value > allowance.allowance) {
      return apiError(403, SESSION_ERRORS.allowanceExceeded, 'ALLOWANCE_EXCEEDED')
    }
    store.recordSpend(session.pci, value, now)
  }
  const message = JSON.stringify({ pci: session.pci, to: call.to, value: value.toString(), data: typeof call.data === 'string' ? call.data : '0x' })
  const cosigner = cosignerOf(session.pci)
  return { json: { signature: await cosigner.signMessage({ message }), signer: cosigner.address, message, ...(await onChainSignature(session, address, call.to, value, b.nonce)) } }
}

/**
 * When the session lives on a sandbox SmartAccount (its context is the on-chain session id) and
 * the caller names the session's nonce, the cosigner also signs the contract's `sessionDigest`,
 * so the spend can be executed on the devnet (the contract checks this signature too).
 */
async function onChainSignature(session: SmartSession, account: string, to: string, value: bigint, nonce: unknown): Promise<{ callSignature?: Hex }> {
  if (nonce === undefined || !session.chainId || !isHex(session.context) || session.context.length !== 66) return {}
  let sessionNonce: bigint
  try {
    sessionNonce = BigInt(nonce as string | number)
  } catch {
    return {}
  }
  const digest = sessionDigest({ account: account as Hex, chainId: Number(session.chainId), id: session.context, to: to as Hex, value, nonce: sessionNonce })
  return { callSignature: await cosignerOf(session.pci).signMessage({ message: { raw: digest } }) }
}

/** The smart-session routes: list, create, activate, revoke, and the cosigner's sign. */
export function mountSessionRoutes(routes: RouteRegistrar, store: SessionStore, verify: SignatureVerifier = createSignatureChecks().verify): void {
  routes.get('/v1/sessions/:address', (req) => {
    const address = plainAddress(req.params.address!)
    return address ? { json: { pcis: store.list(address) } } : apiError(400, SESSION_ERRORS.invalidAddress, 'INVALID_ADDRESS')
  })
  routes.post('/v1/sessions/:address', (req) => create(store, req.params.address!, req.body))
  routes.post('/v1/sessions/:address/activate', (req) => activate(store, req.params.address!, req.body))
  routes.post('/v1/sessions/:address/revoke', (req) => revoke(store, verify, req.params.address!, req.body))
  routes.post('/v1/sessions/:address/sign', (req) => sign(store, req.params.address!, req.body))
}
