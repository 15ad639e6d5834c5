import type { SIWXMessageData, SIWXSession } from '../siwxTypes'
import { parseSiwxMessage } from './parseSiwxMessage'

export interface CheckSessionOptions {
  /** The domain this app signs in on; a message for another domain is refused. */
  domain?: string
  /** Now, for the time window (tests pass a fixed clock). */
  now?: Date
}

/** Why a session is refused; the message says which check failed. */
export class SIWXVerificationError extends Error {
  override name = 'SIWXVerificationError'
}

const sameAddress = (namespace: string, a: string, b: string) => (namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b)

/**
 * Checks a signed session's text before its signature: the text parses as a sign-in message,
 * says what `data` says (a tampered text or data is refused), is for this domain, and is inside
 * its time window. Returns the parsed fields.
 */
export function checkSessionMessage(session: SIWXSession, options: CheckSessionOptions = {}): SIWXMessageData {
  const parsed = parseSiwxMessage(session.message)
  if (!parsed) throw new SIWXVerificationError('The signed text is not a sign-in message')
  const { data } = session
  const namespace = parsed.chainId.split(':')[0]!
  if (parsed.chainId !== data.chainId || !sameAddress(namespace, parsed.accountAddress, data.accountAddress)) {
    throw new SIWXVerificationError('The signed text names another account or network')
  }
  if (parsed.nonce !== data.nonce || parsed.domain !== data.domain || parsed.uri !== data.uri) {
    throw new SIWXVerificationError('The signed text does not match the session data')
  }
  if (options.domain !== undefined && parsed.domain !== options.domain) throw new SIWXVerificationError(`The message is for another domain: ${parsed.domain}`)
  assertInTimeWindow(parsed, options.now ?? new Date())
  return parsed
}

/** Expired or not yet valid messages are refused. */
export function assertInTimeWindow(data: Pick<SIWXMessageData, 'expirationTime' | 'notBefore'>, now: Date): void {
  if (data.expirationTime && Date.parse(data.expirationTime) <= now.getTime()) throw new SIWXVerificationError('The message has expired')
  if (data.notBefore && Date.parse(data.notBefore) > now.getTime()) throw new SIWXVerificationError('The message is not valid yet')
}

/** True while a stored session's message is still inside its window. */
export const isSessionCurrent = (session: SIWXSession, now = new Date()): boolean => {
  try {
    assertInTimeWindow(session.data, now)
    return true
  } catch {
    return false
  }
}
