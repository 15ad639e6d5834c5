import { isAddress, verifyMessage, type Hex } from 'viem'
import { apiError, objectBody } from './apiError'
import { hexId } from './seededRandom'
import type { RouteRegistrar, SandboxResponse } from './types'

/** A smart session (permission context) as the kit's smart-sessions view reads it. */
export interface SmartSession {
  project: { id: string; name: string; url: string; iconUrl: string }
  pci: string
  expiry: number
  createdAt: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string
  revokedAt?: number
}

const DAY_MS = 24 * 60 * 60 * 1000
const PROJECTS = [
  { name: 'Sandbox Swap', url: 'https://swap.example.com' },
  { name: 'Sandbox Game', url: 'https://game.example.com' },
]

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
  }))
}

export interface SessionStore {
  list(address: string): SmartSession[]
  remove(address: string, pci: string): boolean
}

export function createSessionStore(now = Date.now()): SessionStore {
  const byAddress = new Map<string, SmartSession[]>()
  const sessionsOf = (address: string) => {
    let list = byAddress.get(address)
    if (!list) byAddress.set(address, (list = seedSessions(address, now)))
    return list
  }
  return {
    list: (address) => [...sessionsOf(address)],
    remove(address, pci) {
      const list = sessionsOf(address)
      const index = list.findIndex((s) => s.pci.toLowerCase() === pci.toLowerCase())
      if (index < 0) return false
      list.splice(index, 1)
      return true
    },
  }
}

async function revoke(store: SessionStore, rawAddress: string, body: unknown): Promise<SandboxResponse> {
  const address = plainAddress(rawAddress)
  if (!address) return apiError(400, 'Invalid address', 'INVALID_ADDRESS')
  const b = objectBody(body)
  if (!b || typeof b.pci !== 'string' || typeof b.signature !== 'string') {
    return apiError(400, 'pci and signature are required', 'INVALID_REQUEST')
  }
  if (!store.list(address).some((s) => s.pci.toLowerCase() === (b.pci as string).toLowerCase())) {
    return apiError(400, 'Unknown pci for this address', 'UNKNOWN_PCI')
  }
  let valid = false
  try {
    // The account proves it owns the session by signing the pci string itself.
    valid = await verifyMessage({ address: address as Hex, message: b.pci, signature: b.signature as Hex })
  } catch {
    valid = false
  }
  if (!valid) return apiError(401, 'Invalid signature', 'INVALID_SIGNATURE')
  store.remove(address, b.pci)
  return { json: { success: true } }
}

/** GET /v1/sessions/:address and POST /v1/sessions/:address/revoke. */
export function mountSessionRoutes(routes: RouteRegistrar, store: SessionStore): void {
  routes.get('/v1/sessions/:address', (req) => {
    const address = plainAddress(req.params.address!)
    return address ? { json: { pcis: store.list(address) } } : apiError(400, 'Invalid address', 'INVALID_ADDRESS')
  })
  routes.post('/v1/sessions/:address/revoke', (req) => revoke(store, req.params.address!, req.body))
}
