import { AirlockError } from '../errors'

/**
 * An AppKit instance member or hook that Airlock deliberately does not provide. Thrown at the
 * call, never a silent no-op, so a host that moved over learns at once what to change.
 */
export class NotSupportedError extends AirlockError {
  override name = 'NotSupportedError'
  constructor(
    readonly member: string,
    readonly reason: string,
  ) {
    super(`not supported by Airlock: ${member} (${reason})`)
  }
}

/** A member that throws NotSupportedError whatever it is called with. */
export const notSupported =
  (member: string, reason: string) =>
  (..._args: unknown[]): never => {
    throw new NotSupportedError(member, reason)
  }
