import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '../siwxTypes'
import { formatSiwxMessage } from './formatSiwxMessage'

export interface InformalMessengerOptions {
  /** The host's domain (EIP-4361 `domain`, host[:port]). */
  domain: string
  /** The page that asks for the sign-in. */
  uri: string
  /** A fresh nonce per message: alphanumeric, at least 8 characters (EIP-4361). */
  getNonce(input: SIWXMessageInput): Promise<string>
  statement?: string
  resources?: string[]
  /** Milliseconds until the message expires; none when absent. */
  expiration?: number
  getRequestId?(): Promise<string>
}

/** Builds sign-in messages (AppKit's InformalMessenger), in EIP-4361 / CAIP-122 text (BYD-18). */
export class InformalMessenger {
  readonly domain: string
  readonly uri: string
  readonly version = '1'
  readonly statement: string | undefined
  readonly resources: string[] | undefined
  readonly expiration: number | undefined
  private readonly options: InformalMessengerOptions

  constructor(options: InformalMessengerOptions) {
    this.options = options
    this.domain = options.domain
    this.uri = options.uri
    this.statement = options.statement
    this.resources = options.resources
    this.expiration = options.expiration
  }

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const issuedAt = new Date()
    const data: SIWXMessageData = {
      accountAddress: input.accountAddress,
      chainId: input.chainId,
      domain: this.domain,
      uri: this.uri,
      version: this.version,
      nonce: await this.options.getNonce(input),
      statement: this.statement,
      resources: this.resources,
      requestId: await this.options.getRequestId?.(),
      issuedAt: issuedAt.toISOString(),
      expirationTime: this.expiration === undefined ? undefined : new Date(issuedAt.getTime() + this.expiration).toISOString(),
      notBefore: input.notBefore,
    }
    // The text is built when asked: one-click auth asks for a message before the address is known.
    return { ...data, toString: () => formatSiwxMessage(data) }
  }
}

/** A random alphanumeric nonce, 16 characters (96 bits). */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}
