// AppKit's SIWX shapes (`SIWXMessage`, `SIWXSession`, `SIWXConfig`), by name, so a host moves
// its sign-in code over by changing the import. Types only, in the kernel because the `siwx`
// option is typed with them; the siwx plugin and airlock/siwx re-export them.
import type { CaipNetworkId } from '../types'

/** What the kit knows when it asks for a message: who signs, on which network. */
export type SIWXMessageInput = {
  accountAddress: string
  chainId: CaipNetworkId
  notBefore?: string
}

/** Every field of the spec's sign-in message (SIWX-02) plus the signer. */
export interface SIWXMessageData extends SIWXMessageInput {
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
}

/** A message ready to sign: its fields, and the text the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A one-click-auth CACAO, kept as the wallet gave it. */
export interface SIWXCacao {
  h: { t: string }
  p: Record<string, unknown>
  s: { t: string; s: string }
}

export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: SIWXCacao
}

/** What the kit passes a SIWX config that wants it (CloudAuthSIWX's endpoint, verifiers' RPCs). */
export interface SIWXKitBinding {
  /** The kit's API client on the `api` endpoint (project id and SDK headers added). */
  api: { get<T>(path: string, options?: { headers?: Record<string, string> }): Promise<T>; post<T>(path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<T> }
  /** RPC URL of a configured network, by CAIP-2 id. */
  rpcUrl(chainId: CaipNetworkId): string | undefined
  /** Whether the kit has this network (one-click auth's CACAOs may sign in on any of them). */
  hasNetwork?(chainId: CaipNetworkId): boolean
}

/** AppKit's SIWX config, typed; `bindKit` is Airlock's optional addition. */
export interface SIWXConfig {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  getRequired?(): boolean
  signOutOnDisconnect?: boolean
  /** Called by the siwx plugin when it activates with this config. */
  bindKit?(binding: SIWXKitBinding): void
}
