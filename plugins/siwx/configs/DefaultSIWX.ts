import type { CaipNetworkId } from '../../../kernel/plugin'
import type { SIWXConfig, SIWXKitBinding, SIWXMessage, SIWXMessageInput, SIWXSession } from '../siwxTypes'
import { checkSessionMessage, isSessionCurrent, SIWXVerificationError } from './checkSessionMessage'
import { BIP122Verifier } from './BIP122Verifier'
import { EIP155Verifier, type SIWXVerifier } from './EIP155Verifier'
import { InformalMessenger, randomNonce } from './InformalMessenger'
import { LocalStorage, type SIWXStorage } from './LocalStorage'
import { SolanaVerifier } from './SolanaVerifier'

/** What DefaultSIWX needs of a messenger: message building and the domain it signs in on. */
export interface SIWXMessenger {
  readonly domain: string
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
 * checked by the namespace's verifier, sessions kept in storage. A session is refused when its
 * text was tampered with, is for another domain, is outside its time window, reuses a nonce or
 * carries a nonce this page never issued, or its signature does not verify.
 */
export class DefaultSIWX implements SIWXConfig {
  readonly messenger: SIWXMessenger
  readonly verifiers: SIWXVerifier[]
  readonly storage: SIWXStorage
  readonly required: boolean
  readonly signOutOnDisconnect: boolean
  /**
   * Nonces handed out, with what signed in with them. A nonce signs in once, except that one-click
   * auth answers one request with a CACAO per chain over the same nonce: those siblings (same
   * account, each chain once) are accepted too; any other reuse is a replay.
   */
  private readonly issuedNonces = new Map<string, { account?: string; chains: Set<string> }>()

  constructor(options: DefaultSIWXOptions = {}) {
    this.messenger = options.messenger ?? pageMessenger()
    this.verifiers = options.verifiers ?? [new EIP155Verifier(), new SolanaVerifier(), new BIP122Verifier()]
    this.storage = options.storage ?? new LocalStorage({ key: '@appkit/siwx' })
    this.required = options.required ?? true
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
  }

  bindKit(binding: SIWXKitBinding) {
    for (const verifier of this.verifiers) verifier.useRpcUrls?.(binding.rpcUrl)
  }

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const message = await this.messenger.createMessage(input)
    this.issuedNonces.set(message.nonce, { chains: new Set() })
    return message
  }

  async addSession(session: SIWXSession): Promise<void> {
    await this.verify(session)
    this.useNonce(session)
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

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const sessions = await this.storage.get(chainId, address)
    return sessions.filter((s) => isSessionCurrent(s))
  }

  getRequired(): boolean {
    return this.required
  }

  private useNonce({ data, cacao }: SIWXSession) {
    const use = this.issuedNonces.get(data.nonce)
    const account = data.chainId.startsWith('eip155:') ? data.accountAddress.toLowerCase() : data.accountAddress
    const fresh = use !== undefined && use.chains.size === 0
    const cacaoSibling = use !== undefined && Boolean(cacao) && use.account === account && !use.chains.has(data.chainId)
    if (!fresh && !cacaoSibling) throw new SIWXVerificationError('The nonce was not issued here or was used already')
    use!.account = account
    use!.chains.add(data.chainId)
  }

  private async verify(session: SIWXSession) {
    const verifier = this.verifiers.find((v) => v.shouldVerify(session))
    if (!verifier) throw new SIWXVerificationError(`No verifier for ${session.data.chainId}`)
    checkSessionMessage(session, { domain: this.messenger.domain })
    if (!(await verifier.verify(session))) throw new SIWXVerificationError('The signature is not valid')
  }
}
