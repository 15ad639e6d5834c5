// The secure site over real HTTP: device approval by link, the code mail, sign-in, the mailbox,
// and the frame page's CSP. The browser half (keys, the frame channel) is in sandbox/e2e/auth.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSecureSite, type SecureSite } from './startSecureSite'
import { deviceClient, mailsTo } from './testing'

let site: SecureSite
let clock = 1_000_000

beforeAll(async () => {
  site = await startSecureSite({ now: () => clock })
})
afterAll(() => site?.close())

const device = () => deviceClient(site)
const mails = (email: string) => mailsTo(site, email)

describe('secure site', () => {
  it('a new device gets an approval link first; after it is opened, the code mail; the code signs in once', async () => {
    const call = device()
    expect((await call('/v1/email/start', { email: 'Ann@Example.com' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const [approval] = await mails('ann@example.com')
    expect(approval).toMatchObject({ subject: 'Approve your login' })
    expect(approval!.code).toBeUndefined()
    expect((await call('/v1/email/device-status', { email: 'ann@example.com' })).body).toEqual({ approved: false })
    expect((await call('/v1/email/verify', { email: 'ann@example.com', code: '123456' })).status).toBe(403)

    expect((await fetch(approval!.link!)).status).toBe(200)
    expect((await fetch(approval!.link!)).status).toBe(400) // one use
    expect((await call('/v1/email/device-status', { email: 'ann@example.com' })).body).toEqual({ approved: true })
    const [codeMail] = await mails('ann@example.com')
    expect(codeMail).toMatchObject({ subject: 'Your login code', code: expect.stringMatching(/^\d{6}$/) })

    expect((await call('/v1/session')).status).toBe(401)
    const wrong = codeMail!.code === '000000' ? '111111' : '000000'
    expect((await call('/v1/email/verify', { email: 'ann@example.com', code: wrong })).body).toEqual({ error: 'Invalid code', reason: 'email_code_invalid' })
    expect((await call('/v1/email/verify', { email: 'ann@example.com', code: codeMail!.code })).body).toEqual({ email: 'ann@example.com' })
    expect((await call('/v1/session')).body).toEqual({ email: 'ann@example.com' })
    await call('/v1/signout', {})
    expect((await call('/v1/session')).status).toBe(401)
  })

  it('a known device gets the code at once; resend waits 30 s; another device is unknown again', async () => {
    const call = device()
    await call('/v1/email/start', { email: 'bob@example.com' })
    await fetch((await mails('bob@example.com'))[0]!.link!)
    await call('/v1/email/device-status', { email: 'bob@example.com' })
    clock += 31_000
    expect((await call('/v1/email/start', { email: 'bob@example.com' })).body).toEqual({ action: 'VERIFY_OTP' })
    const resend = await call('/v1/email/resend', { email: 'bob@example.com' })
    expect(resend).toEqual({ status: 429, body: { error: 'Wait 30 s before asking for a new code', reason: 'email_code_cooldown', retryAfterMs: 30_000 } })
    clock += 30_000
    expect((await call('/v1/email/resend', { email: 'bob@example.com' })).body).toEqual({ ok: true })
    expect((await device()('/v1/email/start', { email: 'bob@example.com' })).body).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('answers bad input with clear errors', async () => {
    const call = device()
    expect(await call('/v1/email/start', { email: 'not an email' })).toEqual({ status: 400, body: { error: 'Invalid email', reason: 'email_invalid' } })
    const garbage = await fetch(`${site.url}/v1/email/start`, { method: 'POST', body: '{' })
    expect([garbage.status, await garbage.json()]).toEqual([400, { error: 'Body must be a JSON object' }])
    expect((await fetch(`${site.url}/frame?origin=javascript:alert(1)`)).status).toBe(400)
  })

  it('BYD-17 the frame page may be framed only by the host origin it was asked for', async () => {
    const response = await fetch(`${site.url}/frame?origin=${encodeURIComponent('http://127.0.0.1:5555')}&projectId=p`)
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:5555;')
    expect(await response.text()).toContain('data-host-origin="http://127.0.0.1:5555"')
  })

  it('serves the mailbox as an inbox page for people', async () => {
    const page = await (await fetch(`${site.mailboxUrl}/`)).text()
    expect(page).toContain('<h1>Sandbox mailbox</h1>')
    expect(page).toContain('Approve your login')
  })
})

describe('secure site faucet', () => {
  it('answers 404 unless the sandbox gave it a faucet; with one, funds a valid address only', async () => {
    expect((await fetch(`${site.url}/__sandbox/faucet`, { method: 'POST', body: JSON.stringify({ address: `0x${'1'.repeat(40)}` }) })).status).toBe(404)
    const funded: string[] = []
    const withFaucet = await startSecureSite({ faucet: async (address) => void funded.push(address) })
    try {
      const post = (address: string) => fetch(`${withFaucet.url}/__sandbox/faucet`, { method: 'POST', body: JSON.stringify({ address }) })
      expect((await post('nope')).status).toBe(400)
      expect((await post(`0x${'a'.repeat(40)}`)).status).toBe(200)
      expect(funded).toEqual([`0x${'a'.repeat(40)}`])
    } finally {
      await withFaucet.close()
    }
  })
})
