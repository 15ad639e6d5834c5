import type { SmartSessionGrantPermissionsRequest } from './contract'

export const GrantErrors = {
  invalidRequest: 'Invalid permissions request',
  chainId: 'Invalid chainId: expected a hex chain id such as 0x1',
  wrongChain: (chainId: string) => `The request is for chain ${chainId}, but the wallet is on another chain`,
  expiry: 'Invalid expiry: expected a time in seconds in the future',
  signer: 'Invalid signer: expected keys with a type (secp256k1 or secp256r1) and a hex public key',
  permissions: 'Invalid permissions: expected at least one permission',
  permissionType: (type: string) => `Unsupported permission type: ${type}`,
  permissionData: (type: string) => `Invalid data for permission ${type}`,
  policies: 'Invalid policies: expected an array',
} as const

const HEX = /^0x[0-9a-fA-F]+$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isHex = (v: unknown): v is string => typeof v === 'string' && HEX.test(v)
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0

function permissionProblem(p: unknown): string | undefined {
  if (!isObject(p) || typeof p.type !== 'string') return GrantErrors.permissions
  const d = p.data
  switch (p.type) {
    case 'contract-call':
      return isObject(d) && typeof d.address === 'string' && ADDRESS.test(d.address) && Array.isArray(d.functions) ? undefined : GrantErrors.permissionData(p.type)
    case 'native-token-recurring-allowance':
      return isObject(d) && isHex(d.allowance) && isCount(d.start) && isCount(d.period) && (d.period as number) > 0 ? undefined : GrantErrors.permissionData(p.type)
    case 'erc20-recurring-allowance':
      return isObject(d) && typeof d.token === 'string' && ADDRESS.test(d.token) && isHex(d.allowance) && isCount(d.start) && isCount(d.period) && (d.period as number) > 0
        ? undefined
        : GrantErrors.permissionData(p.type)
    default:
      return GrantErrors.permissionType(p.type)
  }
}

/**
 * The ERC-7715 request's problem, or undefined when it may go to the wallet: hex chain id (and
 * the wallet's chain), expiry in the future (seconds), signer keys, known permissions with their
 * data, policies as an array.
 */
export function validateGrantRequest(request: unknown, options: { now?: number; activeChainId?: number } = {}): string | undefined {
  const now = options.now ?? Date.now()
  if (!isObject(request)) return GrantErrors.invalidRequest
  const r = request as Partial<SmartSessionGrantPermissionsRequest> & Record<string, unknown>
  if (!isHex(r.chainId)) return GrantErrors.chainId
  if (options.activeChainId !== undefined && Number(r.chainId) !== options.activeChainId) return GrantErrors.wrongChain(r.chainId)
  if (typeof r.expiry !== 'number' || !Number.isFinite(r.expiry) || r.expiry * 1000 <= now) return GrantErrors.expiry
  const keys = isObject(r.signer) && r.signer.type === 'keys' && isObject(r.signer.data) ? (r.signer.data as { keys?: unknown }).keys : undefined
  if (!Array.isArray(keys) || !keys.length || !keys.every((k) => isObject(k) && (k.type === 'secp256k1' || k.type === 'secp256r1') && isHex(k.publicKey))) {
    return GrantErrors.signer
  }
  if (!Array.isArray(r.permissions) || !r.permissions.length) return GrantErrors.permissions
  for (const p of r.permissions) {
    const problem = permissionProblem(p)
    if (problem) return problem
  }
  if (!Array.isArray(r.policies)) return GrantErrors.policies
  return undefined
}
