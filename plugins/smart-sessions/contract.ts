// What other plugins (and hosts, through the public functions) may use of smart sessions:
// ERC-7715 request and session types, and the service's token.
import { createToken } from '../../kernel/plugin'

export type Hex = `0x${string}`

export interface SignerKey {
  type: 'secp256k1' | 'secp256r1'
  publicKey: Hex
}

export type SmartSessionPermission =
  | { type: 'contract-call'; data: { address: Hex; abi?: unknown[]; functions: { functionName: string }[] }; policies?: unknown[] }
  | { type: 'native-token-recurring-allowance'; data: { allowance: Hex; start: number; period: number }; policies?: unknown[] }
  | { type: 'erc20-recurring-allowance'; data: { token: Hex; allowance: Hex; start: number; period: number }; policies?: unknown[] }

/** AppKit's SmartSessionGrantPermissionsRequest (ERC-7715). */
export interface SmartSessionGrantPermissionsRequest {
  /** Hex chain id, e.g. `0x1`. */
  chainId: Hex
  /** Unix seconds; must be in the future. */
  expiry: number
  signer: { type: 'keys'; data: { keys: SignerKey[] } }
  permissions: SmartSessionPermission[]
  policies: { type: string; data: unknown }[]
}

/** What grantPermissions returns to the dapp. */
export interface SmartSessionGrantPermissionsResponse {
  chainId: Hex
  address: Hex
  expiry: number
  permissions: SmartSessionPermission[]
  /** The wallet's permissions context. */
  context: Hex
  /** The permission context id the cosigner keeps the session under. */
  pci: string
}

/** A session as GET /v1/sessions/{address} lists it. */
export interface SmartSession {
  project: { id: string; name: string; url: string; iconUrl: string }
  pci: string
  /** Milliseconds. */
  expiry: number
  createdAt: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string
  revokedAt?: number
}

export type SmartSessionStatus = 'active' | 'expired' | 'revoked'

export interface SmartSessionsService {
  /** The connected eip155 wallet offers ERC-7715 permissions on the active chain. */
  isSupported(): Promise<boolean>
  grantPermissions(request: SmartSessionGrantPermissionsRequest): Promise<SmartSessionGrantPermissionsResponse>
  /** SMS-03: the connected account's sessions. */
  list(): Promise<SmartSession[]>
  /** SMS-04: signs the pci with the connected wallet and posts `{ pci, signature }`. */
  revoke(session: Pick<SmartSession, 'pci'>): Promise<void>
  /**
   * Called after a grant or revoke lands. The list view reloads on it: a wallet that approves in
   * the modal (the embedded wallet's ApproveTransaction) remounts the view mid-revoke.
   */
  onChange?(listener: () => void): () => void
}

export const SMART_SESSIONS_SERVICE = /*#__PURE__*/ createToken<SmartSessionsService>('smart-sessions.service')
