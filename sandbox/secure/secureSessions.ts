// The secure site's sign-in state: which devices each email approved, pending device
// approvals (by one-time token), and signed-in sessions. All in memory, like the rest of the sandbox.
import { randomBytes } from 'node:crypto'

const token = () => randomBytes(24).toString('base64url')

export function createSecureSessions() {
  const approvedDevices = new Set<string>()
  const pendingApprovals = new Map<string, { email: string; device: string }>()
  const sessions = new Map<string, SignedIn>()
  const key = (email: string, device: string) => `${email}\n${device}`

  return {
    newDevice: token,
    isApproved: (email: string, device: string) => approvedDevices.has(key(email, device)),
    /** A one-time token for the device-approval link. */
    requestApproval(email: string, device: string): string {
      const t = token()
      pendingApprovals.set(t, { email, device })
      return t
    },
    /** Uses the link's token; the email it approved, or undefined for an unknown or used token. */
    approve(t: string): string | undefined {
      const pending = pendingApprovals.get(t)
      if (!pending) return undefined
      pendingApprovals.delete(t)
      approvedDevices.add(key(pending.email, pending.device))
      return pending.email
    },
    /** `profile`: the key's owner when it is not the email, and how the person signed in. */
    signIn(email: string, profile: Omit<SignedIn, 'email'> = {}): string {
      const id = token()
      sessions.set(id, { email, ...profile })
      return id
    },
    /** The session's email changed (UpdateEmailWallet); the device stays approved for the new one. */
    changeEmail(id: string, email: string, device: string, userId: string): void {
      const session = sessions.get(id)
      if (!session) return
      sessions.set(id, { ...session, email, userId })
      approvedDevices.add(key(email, device))
    },
    session: (id: string | undefined) => (id ? sessions.get(id) : undefined),
    signOut: (id: string | undefined) => void (id && sessions.delete(id)),
  }
}

export interface SignedIn {
  email: string
  /** Who owns the keys, when not the email (an account whose email changed; a Farcaster user). */
  userId?: string
  username?: string
  /** 'email', a social provider's id, or 'farcaster'. */
  provider?: string
}

export type SecureSessions = ReturnType<typeof createSecureSessions>
