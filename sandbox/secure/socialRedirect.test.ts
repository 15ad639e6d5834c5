// The social callback page's redirect mode (the popup was blocked): it may only send the visitor
// back to a page of the host origin the login was started for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSecureSite, type SecureSite } from './startSecureSite'

let site: SecureSite
beforeAll(async () => {
  site = await startSecureSite()
})
afterAll(() => site?.close())

const callback = (query: Record<string, string>) => fetch(`${site.url}/social/callback?${new URLSearchParams(query)}`)

describe('social callback, redirect mode', () => {
  it('serves the page for a return URL of the host origin, and refuses one of any other origin', async () => {
    const ok = await callback({ origin: 'http://127.0.0.1:5173', return: 'http://127.0.0.1:5173/app/?x=1', code: 'c', state: 's' })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect((await callback({ origin: 'http://127.0.0.1:5173', return: 'http://127.0.0.1:6666/steal' })).status).toBe(400)
    expect((await callback({ origin: 'http://127.0.0.1:5173', return: 'javascript:alert(1)' })).status).toBe(400)
    expect((await callback({ origin: 'http://127.0.0.1:5173', return: 'not a url' })).status).toBe(400)
  })
})
