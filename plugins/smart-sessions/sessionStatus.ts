import type { SmartSession, SmartSessionStatus } from './contract'

/** Where a session belongs in SmartSessionList: a revoke outranks an expiry. */
export function sessionStatus(session: Pick<SmartSession, 'expiry' | 'revokedAt'>, now = Date.now()): SmartSessionStatus {
  if (session.revokedAt) return 'revoked'
  return session.expiry <= now ? 'expired' : 'active'
}
