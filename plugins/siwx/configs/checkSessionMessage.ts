import type { SIWXMessageData, SIWXSession } from '../siwxTypes'
import { parseSiwxMessage } from './parseSiwxMessage'

export interface CheckSessionOptions {
  /** The domain this app signs in on; a message for another domain is refused. */
  domain?: string
  /** The origin this app signs in from; a message whose URI is on another origin is refused. */
  uriOrigin?: string
  /** Now, for the time window (tests pass a fixed clock). */
  now?: Date
}

/** How far in the future a message's `Issued At` may be: the wallet's clock may run ahead a little. */
export const ISSUED_AT_SKEW_MS = 5 * 60_000

/** Why a session is refused; the message says which check failed. */
export class SIWXVerificationError extends Error {
  override name = 'SIWXVerificationError'
}

export const sameAddress = (chainId: string, a: string, b: string) => (chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b)

// An absent optional field and an empty one say the same in the text.
const text = (value: string | undefined) => (value ? value : undefined)
const list = (value: string[] | undefined) => (value?.length ? value.join('\n') : undefined)
// Times compare as instants: the text and `data` may spell one instant differently (".000Z").
const instant = (value: string | undefined) => (value ? Date.parse(value) : undefined)

/** The first field of `data` that the signed text does not say, or undefined when all agree. */
function differingField(parsed: SIWXMessageData, data: SIWXMessageData): string | undefined {
  if (parsed.chainId !== data.chainId) return 'chainId'
  if (!sameAddress(parsed.chainId, parsed.accountAddress, data.accountAddress)) return 'accountAddress'
  for (const key of ['domain', 'uri', 'version', 'nonce', 'statement', 'requestId'] as const) {
    if (text(parsed[key]) !== text(data[key])) return key
  }
  if (list(parsed.resources) !== list(data.resources)) return 'resources'
  for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    if (instant(parsed[key]) !== instant(data[key])) return key
  }
  return undefined
}

/** The URL `text` spells, or undefined (a signed text may carry anything). */
export const urlOf = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}
const originOf = (uri: string) => urlOf(uri)?.origin

/**
 * Checks a signed session's text before its signature: the text parses strictly as a sign-in
 * message (EIP-4361 / CAIP-122), every field of `data` says what the text says (so nothing
 * unsigned is trusted), it is for this domain and origin, and it is inside its time window.
 * Returns the parsed fields.
 */
export function checkSessionMessage(session: SIWXSession, options: CheckSessionOptions = {}): SIWXMessageData {
  const parsed = typeof session.message === 'string' ? parseSiwxMessage(session.message) : undefined
  if (!parsed) throw new SIWXVerificationError('The signed text is not a sign-in message')
  const field = differingField(parsed, session.data)
  if (field === 'chainId' || field === 'accountAddress') throw new SIWXVerificationError('The signed text names another account or network')
  if (field) throw new SIWXVerificationError(`The signed text does not match the session data: ${field}`)
  if (options.domain !== undefined && parsed.domain !== options.domain) throw new SIWXVerificationError(`The message is for another domain: ${parsed.domain}`)
  if (options.uriOrigin !== undefined && originOf(parsed.uri) !== originOf(options.uriOrigin)) {
    throw new SIWXVerificationError(`The message is for another URI: ${parsed.uri}`)
  }
  assertInTimeWindow(parsed, options.now ?? new Date())
  return parsed
}

/**
 * A one-click-auth session with `data.statement` as the wallet signed it: WalletConnect's CACAO
 * text appends the ReCap sentence to the statement asked for, while the CACAO's fields keep the
 * one asked for. Only that extension is adopted; any other difference is left for the checks.
 */
export function withSignedStatement(session: SIWXSession): SIWXSession {
  const signed = session.cacao && typeof session.message === 'string' ? parseSiwxMessage(session.message)?.statement : undefined
  const asked = session.data.statement ?? ''
  return signed && signed !== asked && signed.startsWith(asked) ? { ...session, data: { ...session.data, statement: signed } } : session
}

/** Expired, not yet valid, or issued in the future (beyond a clock skew): refused. */
export function assertInTimeWindow(data: Pick<SIWXMessageData, 'expirationTime' | 'notBefore' | 'issuedAt'>, now: Date): void {
  if (data.issuedAt && !(Date.parse(data.issuedAt) <= now.getTime() + ISSUED_AT_SKEW_MS)) throw new SIWXVerificationError('The message is issued in the future')
  if (data.expirationTime && !(Date.parse(data.expirationTime) > now.getTime())) throw new SIWXVerificationError('The message has expired')
  if (data.notBefore && !(Date.parse(data.notBefore) <= now.getTime())) throw new SIWXVerificationError('The message is not valid yet')
}
