import type { SandboxService } from './types'

/** A service could not start (a port in use, a missing native module); the others were stopped. */
export class SandboxStartError extends Error {
  override name = 'SandboxStartError'
  constructor(
    readonly service: SandboxService,
    override readonly cause: unknown,
  ) {
    super(`Sandbox service '${service}' failed to start: ${cause instanceof Error ? cause.message : String(cause)}`)
  }

  /** The port that was taken, when that is why it failed (Node's EADDRINUSE carries it). */
  get portInUse(): number | undefined {
    const cause = this.cause as { code?: unknown; port?: unknown } | undefined
    return cause?.code === 'EADDRINUSE' && typeof cause.port === 'number' ? cause.port : undefined
  }
}
