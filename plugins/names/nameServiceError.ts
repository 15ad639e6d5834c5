import { AirlockError, HttpStatusError, type MessageValues } from '../../kernel/plugin'
import { NameError, type NameErrorKey } from './nameMessages'

/**
 * NAME-15: the name service explains a refusal in `reasons[0].description`; that text is the
 * error's message. Without one the caller's own catalogue message stands (NAME-11, 16..18).
 */
export function nameServiceError(error: unknown, fallback: NameErrorKey, values?: MessageValues): AirlockError {
  const reason = error instanceof HttpStatusError ? reasonOf(error.body) : undefined
  // The service's reason is its own text (shown as given); the fallback is ours, so it translates.
  return reason ? new AirlockError(reason, { cause: error }) : new NameError(fallback, values, { cause: error })
}

function reasonOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const reasons = (body as { reasons?: unknown }).reasons
  if (!Array.isArray(reasons)) return undefined
  const description = (reasons[0] as { description?: unknown } | undefined)?.description
  return typeof description === 'string' && description.trim() ? description : undefined
}

/** EIP-1193 4001: the visitor declined in the wallet. */
export function isUserRejection(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === 4001) return true
  }
  return false
}
