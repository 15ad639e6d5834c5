import type { CaipNetworkId } from '../../../kernel/plugin'
import type { SIWXConfig, SIWXKitBinding, SIWXMessage, SIWXMessageInput, SIWXSession } from '../siwxTypes'
import { checkSessionMessage, SIWXVerificationError, withSignedStatement } from './checkSessionMessage'
import { BIP122Verifier } from './BIP122Verifier'
import { EIP155Verifier, type SIWXVerifier } from './EIP155Verifier'
import { InformalMessenger, randomNonce } from './InformalMessenger'
import { IssuedNonces } from './IssuedNonces'
import { LocalStorage, type SIWXStorage } from './LocalStorage'
import { SolanaVerifier } from './SolanaVerifier'
import { TronVerifier } from './TronVerifier'

/** What DefaultSIWX needs of a messenger: message building, and the domain and URI it signs in on. */
export interface SIWXMessenger {
  readonly domain: string
  /** When given, a stored session's URI must be on this URI's origin. */
  readonly uri?: string
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
}

export interface DefaultSIWXOptions {
  messenger?: SIWXMessenger
  verifiers?: SIWXVerifier[]
  storage?: SIWXStorage
  /** Sign-in is mandatory: cancelling disconnects (default true, as AppKit's). */
  required?: boolean
  /** A disconnect of everything ends the sessions (default true). */
  signOutOnDisconnect?: boolean
}

function pageMessenger(): InformalMessenger {
  const page = globalThis.location
  return new InformalMessenger({
    domain: page?.host ?? 'localhost',
    uri: page?.href ?? 'http://localhost/',
    getNonce: async () => randomNonce(),
  })
}

/**
 * Sign-in verified in the page (AppKit's DefaultSIWX): messages from the messenger, signatures
 * checked by the namespace's verifier, sessions kept in storage. Nothing read back is trusted: a
 * stored session counts only while its text parses, says what its `data` says, is for this domain
 * and origin, is inside its time window and its signature verifies; otherwise it is removed. A new
 * session must also carry a nonce this instance issued, for that account, network, URI,
 * statement and resources, used once.
 */
export class DefaultSIWX implements SIWXConfig {
  readonly messenger: SIWXMessenger
  readonly verifiers: SIWXVerifier[]
  readonly storage: SIWXStorage
  readonly required: boolean
  readonly signOutOnDisconnect: boolean
  private readonly nonces = new IssuedNonces()
  /** Sessions whose signature verified already, so a look-up does not ask the chain each time. */
  private readonly verified = new Set<string>()
  private hasNetwork: ((chainId: CaipNetworkId) => boolean) | undefined

  constructor(options: DefaultSIWXOptions = {}) {
    this.messenger = options.messenger ?? pageMessenger()
    this.verifiers = options.verifiers ?? [new EIP155Verifier(), new SolanaVerifier(), new BIP122Verifier(), new TronVerifier()]
    this.storage = options.storage ?? new LocalStorage({ key: '@appkit/siwx' })
    this.required = options.required ?? true
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
  }

  bindKit(binding: SIWXKitBinding) {
    for (const verifier of this.verifiers) verifier.useRpcUrls?.(binding.rpcUrl)
    this.hasNetwork = binding.hasNetwork
  }

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const message = await this.messenger.createMessage(input)
    this.nonces.issue(message)
    return message
  }

  async addSession(given: SIWXSession): Promise<void> {
    const session = withSignedStatement(given)
    await this.verify(session, () => this.nonces.check(session, this.hasNetwork))
    // Checked again after the signature's await: of two sign-ins racing on one nonce, one wins.
    this.nonces.claim(session, this.hasNetwork)
    await this.storage.add(session)
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    await this.storage.delete(chainId, address)
  }

  /** Replaces every session; each new one must verify (an empty list signs out everywhere). */
  async setSessions(sessions: SIWXSession[]): Promise<void> {
    for (const session of sessions) await this.verify(session)
    await this.storage.set(sessions)
  }

  /** The account's sessions that still prove themselves; the others are removed from storage. */
  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const stored = await this.storage.get(chainId, address)
    const refused = new Set<string>()
    for (const session of stored) {
      if (!(await this.verify(session).then(() => true, () => false))) refused.add(JSON.stringify(session))
    }
    if (refused.size === 0) return stored
    // Read again: a sign-in may have added a session while the signatures were checked.
    const current = await this.storage.get(chainId, address)
    await this.storage.delete(chainId, address)
    for (const session of current) if (!refused.has(JSON.stringify(session))) await this.storage.add(session)
    return stored.filter((s) => !refused.has(JSON.stringify(s)))
  }

  getRequired(): boolean {
    return this.required
  }

  /** The text, its fields, this domain and origin, the time window, `more` (a new session's nonce), then the signature. */
  private async verify(session: SIWXSession, more?: () => void) {
    if (typeof session.data?.chainId !== 'string') throw new SIWXVerificationError('The session has no network')
    const verifier = this.verifiers.find((v) => v.shouldVerify(session))
    if (!verifier) throw new SIWXVerificationError(`No verifier for ${session.data.chainId}`)
    checkSessionMessage(session, { domain: this.messenger.domain, uriOrigin: this.messenger.uri })
    more?.()
    // The text matches the data (checked above), so the signature's verdict can be remembered by them.
    const key = signedKey(session)
    if (this.verified.has(key)) return
    if (!(await verifier.verify(session))) throw new SIWXVerificationError('The signature is not valid')
    this.verified.add(key)
  }
}

const signedKey = (session: SIWXSession) => `${session.data.chainId}\n${session.data.accountAddress}\n${session.signature}\n${session.message}`
