// UpdateEmailWallet on the secure site: a signed-in account changes its email after proving it
// holds both addresses, a code mailed to the current one (primary) and then one mailed to the
// new one (secondary). The account keeps its keys and address: they belong to its user id.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { createEmailCodes } from './emailCodes'
import { json, parseEmail, readJson, type Handler } from './http'
import type { Mailbox } from './mailbox'
import type { SecureSessions, SignedIn } from './secureSessions'
import type { UserIds } from './userIds'

export const EmailUpdateErrors = {
  sameEmail: 'Enter an email other than your current one',
  taken: 'That email belongs to another account',
  notStarted: 'Start the email change first',
  notEmailAccount: 'Only an account that signs in by email can change its email',
} as const

export interface EmailUpdateDeps {
  codes: ReturnType<typeof createEmailCodes>
  mailbox: Mailbox
  sessions: SecureSessions
  userIds: UserIds
  /** The signed-in session behind the request's cookie. */
  signedIn(req: IncomingMessage): { id: string; session: SignedIn } | undefined
  deviceOf(req: IncomingMessage, res: ServerResponse): string
}

type Step = 'primary' | 'secondary'

export function emailUpdateRoutes(deps: EmailUpdateDeps): Record<string, Handler> {
  const pending = new Map<string, { from: string; to: string; step: Step }>()
  const codeKey = (step: Step, email: string) => `${step}:${email}`

  const mailCode = (step: Step, change: { from: string; to: string }) => {
    const to = step === 'primary' ? change.from : change.to
    const issued = deps.codes.issue(codeKey(step, to))
    if (!issued.ok) return issued
    const text =
      step === 'primary'
        ? `Someone asked to change your wallet's email to ${change.to}. If it was you, enter this code: ${issued.code}. It is valid for 20 minutes.`
        : `Enter this code to make ${change.to} your wallet's email: ${issued.code}. It is valid for 20 minutes.`
    deps.mailbox.send({ to, subject: step === 'primary' ? 'Confirm your email change' : 'Confirm your new email', text, code: issued.code })
    return issued
  }

  /** The session, or an answer already sent (401, or 403 for a social or Farcaster account). */
  const emailSession = (req: IncomingMessage, res: ServerResponse) => {
    const found = deps.signedIn(req)
    if (!found) return void json(res, 401, { error: 'Not signed in', reason: 'not_signed_in' })
    if ((found.session.provider ?? 'email') !== 'email') return void json(res, 403, { error: EmailUpdateErrors.notEmailAccount, reason: 'email_change_not_email_account' })
    return found
  }

  const checkCode = async (req: IncomingMessage, res: ServerResponse, step: Step) => {
    const found = emailSession(req, res)
    if (!found) return undefined
    const body = await readJson(req, res)
    if (!body) return undefined
    const change = pending.get(found.id)
    if (!change || change.step !== step) return void json(res, 409, { error: EmailUpdateErrors.notStarted, reason: 'email_change_not_started' })
    if (typeof body.code !== 'string') return void json(res, 400, { error: 'Invalid code', reason: 'email_code_invalid' })
    const result = deps.codes.verify(codeKey(step, step === 'primary' ? change.from : change.to), body.code)
    if (!result.ok) return void json(res, 400, { error: result.error, reason: result.reason })
    return { found, change }
  }

  return {
    'POST /v1/email/update/start': async (req, res) => {
      const found = emailSession(req, res)
      if (!found) return
      const body = await readJson(req, res)
      if (!body) return
      const parsed = parseEmail(body.email)
      if (!parsed.ok) return json(res, 400, { error: parsed.error, reason: parsed.reason })
      const to = parsed.email
      const from = found.session.email
      if (to === from) return json(res, 400, { error: EmailUpdateErrors.sameEmail, reason: 'email_same' })
      if (deps.userIds.has(to)) return json(res, 409, { error: EmailUpdateErrors.taken, reason: 'email_taken' })
      const change = { from, to, step: 'primary' as const }
      pending.set(found.id, change)
      const sent = mailCode('primary', change)
      // A primary code sent in the last 30 s is still good.
      return json(res, 200, { action: 'VERIFY_PRIMARY_OTP', ...(sent.ok ? {} : { retryAfterMs: sent.retryAfterMs }) })
    },
    'POST /v1/email/update/primary': async (req, res) => {
      const checked = await checkCode(req, res, 'primary')
      if (!checked) return
      checked.change.step = 'secondary'
      const sent = mailCode('secondary', checked.change)
      return json(res, 200, { action: 'VERIFY_SECONDARY_OTP', ...(sent.ok ? {} : { retryAfterMs: sent.retryAfterMs }) })
    },
    'POST /v1/email/update/secondary': async (req, res) => {
      const checked = await checkCode(req, res, 'secondary')
      if (!checked) return
      const { found, change } = checked
      pending.delete(found.id)
      if (deps.userIds.has(change.to)) return json(res, 409, { error: EmailUpdateErrors.taken, reason: 'email_taken' })
      const userId = found.session.userId ?? deps.userIds.idOf(change.from)
      deps.userIds.move(change.from, change.to)
      deps.sessions.changeEmail(found.id, change.to, deps.deviceOf(req, res), userId)
      return json(res, 200, { email: change.to, userId })
    },
    'POST /v1/email/update/resend': async (req, res) => {
      const found = emailSession(req, res)
      if (!found) return
      const change = pending.get(found.id)
      if (!change) return json(res, 409, { error: EmailUpdateErrors.notStarted, reason: 'email_change_not_started' })
      const sent = mailCode(change.step, change)
      return sent.ok ? json(res, 200, { ok: true }) : json(res, 429, { error: sent.error, reason: sent.reason, retryAfterMs: sent.retryAfterMs })
    },
  }
}
