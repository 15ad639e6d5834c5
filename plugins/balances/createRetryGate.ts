import { BALANCE_RETRY_GAP_MS } from '../../kernel/plugin'

export interface RetryGate {
  /** False from a failure until `gap` ms later (spec §4 "Balance retries"). */
  canTry(): boolean
  failed(): void
  succeeded(): void
  /** When the last failure happened, or undefined after a success. */
  readonly lastFailure: number | undefined
}

/** BAL-09: after a failed fetch, the next one is allowed only 30 s later, so a broken API is not hammered. */
export function createRetryGate(options: { gap?: number; now?: () => number } = {}): RetryGate {
  const { gap = BALANCE_RETRY_GAP_MS, now = () => Date.now() } = options
  let lastFailure: number | undefined
  return {
    canTry: () => lastFailure === undefined || now() - lastFailure >= gap,
    failed: () => void (lastFailure = now()),
    succeeded: () => void (lastFailure = undefined),
    get lastFailure() {
      return lastFailure
    },
  }
}
