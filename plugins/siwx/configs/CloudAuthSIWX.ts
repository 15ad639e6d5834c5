import type { CaipNetworkId } from '../../../kernel/plugin'
import type { SIWXConfig, SIWXKitBinding, SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXSession } from '../siwxTypes'
import { formatSiwxMessage } from './formatSiwxMessage'

export interface CloudAuthSIWXOptions {
  /** localStorage key of the session token. */
  localAuthStorageKey?: string
  /** localStorage key of the nonce token between message and signature. */
  localNonceStorageKey?: string
  required?: boolean
  signOutOnDisconnect?: boolean
  statement?: string
}

/** What the auth server's `me` answers for a valid token. */
interface AuthAccount {
  address: string
  chainId: CaipNetworkId
  message: string
  signature: string
  data: SIWXMessageData
}

const AUTH = '/auth/v1'

/** localStorage with a per-instance memory copy: without localStorage (SSR, private mode) tokens live until the page goes. */
function createTokenStorage() {
  const memory = new Map<string, string>()
  return {
    get(key: string): string | undefined {
      try {
        const stored = globalThis.localStorage?.getItem(key)
        if (stored != null) return stored
      } catch {
        // fall through to memory
      }
      return memory.get(key)
    },
    set(key: string, value: string | undefined) {
      if (value === undefined) memory.delete(key)
      else memory.set(key, value)
      try {
        if (value === undefined) globalThis.localStorage?.removeItem(key)
        else globalThis.localStorage?.setItem(key, value)
      } catch {
        // Private mode throws on setItem: memory has it.
      }
    },
  }
}

/**
 * Sign-in verified by an auth server (AppKit's CloudAuthSIWX): it hands out nonces, checks the
 * signed message and answers with a session token kept in localStorage. The server is the kit's
 * `api` endpoint under /auth/v1 (nonce, authenticate, me, sign-out), so the sandbox's auth
 * server stands in for the provider's.
 */
export class CloudAuthSIWX implements SIWXConfig {
  readonly required: boolean
  readonly signOutOnDisconnect: boolean
  private readonly tokenKey: string
  private readonly nonceKey: string
  private readonly statement: string | undefined
  private api: SIWXKitBinding['api'] | undefined
  private readonly storage = createTokenStorage()

  constructor(options: CloudAuthSIWXOptions = {}) {
    this.tokenKey = options.localAuthStorageKey ?? '@appkit/siwx-auth-token'
    this.nonceKey = options.localNonceStorageKey ?? '@appkit/siwx-nonce-token'
    this.required = options.required ?? true
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
    this.statement = options.statement ?? 'Please sign with your account'
  }

  bindKit(binding: SIWXKitBinding) {
    this.api = binding.api
  }

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const { nonce, token } = await this.client().get<{ nonce: string; token: string }>(`${AUTH}/nonce`)
    this.storage.set(this.nonceKey, token)
    const page = globalThis.location
    const data: SIWXMessageData = {
      ...input,
      domain: page?.host ?? 'localhost',
      uri: page?.href ?? 'http://localhost/',
      version: '1',
      nonce,
      statement: this.statement,
      issuedAt: new Date().toISOString(),
    }
    return { ...data, toString: () => formatSiwxMessage(data) }
  }

  async addSession(session: SIWXSession): Promise<void> {
    const nonceToken = this.storage.get(this.nonceKey)
    const { token } = await this.client().post<{ token: string }>(`${AUTH}/authenticate`, {
      body: { message: session.message, signature: session.signature, data: session.data },
      headers: nonceToken ? { 'x-nonce-jwt': `Bearer ${nonceToken}` } : {},
    })
    this.storage.set(this.nonceKey, undefined)
    this.setToken(token)
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const account = await this.me()
    if (!account) return []
    const same = account.chainId === chainId && (chainId.startsWith('eip155:') ? account.address.toLowerCase() === address.toLowerCase() : account.address === address)
    return same ? [{ data: account.data, message: account.message, signature: account.signature }] : []
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    if ((await this.getSessions(chainId, address)).length) await this.signOut()
  }

  /** An empty list signs out; otherwise the first session is authenticated with the server. */
  async setSessions(sessions: SIWXSession[]): Promise<void> {
    if (sessions.length === 0) return this.signOut()
    await this.addSession(sessions[0]!)
  }

  getRequired(): boolean {
    return this.required
  }

  private async me(): Promise<AuthAccount | undefined> {
    const token = this.token()
    if (!token) return undefined
    try {
      return await this.client().get<AuthAccount>(`${AUTH}/me`, { headers: { Authorization: `Bearer ${token}` } })
    } catch (error) {
      // An expired or revoked token is a signed-out visitor, not an error.
      if ((error as { status?: number }).status === 401) {
        this.setToken(undefined)
        return undefined
      }
      throw error
    }
  }

  private async signOut() {
    const token = this.token()
    this.setToken(undefined)
    if (token) await this.client().post(`${AUTH}/sign-out`, { headers: { Authorization: `Bearer ${token}` } })
  }

  private token() {
    return this.storage.get(this.tokenKey)
  }

  private setToken(token: string | undefined) {
    this.storage.set(this.tokenKey, token)
  }

  private client() {
    if (!this.api) throw new Error('CloudAuthSIWX needs the siwx plugin: add it to the kit\'s plugins')
    return this.api
  }
}
