// Helpers for the secure site's HTTP tests: a cookie-keeping client per "device" and the mailbox.
import type { SecureSite } from './startSecureSite'

/** A browser-like client: keeps the site's cookies. */
export function deviceClient(site: SecureSite) {
  const jar = new Map<string, string>()
  return async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${site.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [k, v] = pair!.split('=')
      jar.set(k!, v!)
    }
    return { status: response.status, body: (await response.json().catch(() => undefined)) as Record<string, unknown> }
  }
}

export type DeviceClient = ReturnType<typeof deviceClient>

export const mailsTo = async (site: SecureSite, email: string) =>
  ((await (await fetch(`${site.mailboxUrl}/${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; code?: string; link?: string }[] }).messages

/** Signs a device in by email (approval link, then the code); returns the client. */
export async function signedInByEmail(site: SecureSite, email: string): Promise<DeviceClient> {
  const call = deviceClient(site)
  await call('/v1/email/start', { email })
  const [approval] = await mailsTo(site, email)
  await fetch(approval!.link!)
  await call('/v1/email/device-status', { email })
  const [mail] = await mailsTo(site, email)
  const verified = await call('/v1/email/verify', { email, code: mail!.code })
  if (verified.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(verified.body)}`)
  return call
}
