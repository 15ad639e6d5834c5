import { ErrorMessages, defineMessages, errorMessage } from '../../kernel/plugin'
import { SessionErrors } from './createSmartSessionsService'

/** What the sessions views tell a visitor went wrong; the English is the service's own message. */
export const sessionErrorMessages = defineMessages('smart-sessions', 'SessionErrors', {
  unsupported: 'The connected wallet does not support smart sessions (ERC-7715 permissions)',
  fetch: 'Error fetching smart sessions',
  revoke: 'Error revoking smart session',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  signatureDeclined: 'Signature declined',
})

type SessionErrorKey = keyof typeof sessionErrorMessages.en

// The service throws these exact English messages (its callers read them); a view words them by key.
const KEY_OF: ReadonlyMap<string, SessionErrorKey> = new Map([
  [SessionErrors.unsupported, 'unsupported'],
  [SessionErrors.fetch, 'fetch'],
  [SessionErrors.revoke, 'revoke'],
  [ErrorMessages.addressOrAuthConnectorNotFound, 'addressOrAuthConnectorNotFound'],
])

const isUserRejection = (error: unknown) => (error as { code?: unknown } | undefined)?.code === 4001

/**
 * The message key of a service error, or undefined when the text is not ours (a reason the
 * cosigner gave, which shows as given).
 */
export function sessionErrorKey(error: unknown): SessionErrorKey | undefined {
  if (isUserRejection(error)) return 'signatureDeclined'
  return KEY_OF.get(errorMessage(error))
}
