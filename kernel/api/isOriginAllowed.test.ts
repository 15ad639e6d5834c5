import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AlertId } from '../alerts/alertCatalogue'
import { createCatalogueClient } from './createCatalogueClient'
import { createHttpClient } from './createHttpClient'
import { DEFAULT_ALLOWED_ORIGINS, checkOrigin, isOriginAllowed, matchesOriginPattern } from './isOriginAllowed'
import { startRecordingServer, type RecordingServer } from './testing/startRecordingServer'

describe('matchesOriginPattern', () => {
  it('ORIG-03 a wildcard label matches exactly one subdomain label, with scheme and port rules', () => {
    expect(matchesOriginPattern('https://app.example.com', 'https://*.example.com')).toBe(true)
    expect(matchesOriginPattern('https://APP.Example.com', 'https://*.example.com')).toBe(true)
    expect(matchesOriginPattern('https://example.com', 'https://*.example.com')).toBe(false)
    expect(matchesOriginPattern('https://a.b.example.com', 'https://*.example.com')).toBe(false)
    expect(matchesOriginPattern('http://app.example.com', 'https://*.example.com')).toBe(false)
    expect(matchesOriginPattern('https://app.example.com:8443', 'https://*.example.com')).toBe(false)
    expect(matchesOriginPattern('https://app.example.com:8443', 'https://*.example.com:*')).toBe(true)
    expect(matchesOriginPattern('https://app.example.com', '*.example.com')).toBe(true)
    expect(matchesOriginPattern('https://x.y.example.com', 'https://*.*.example.com')).toBe(true)
    expect(matchesOriginPattern('https://app-1.example.com', 'https://app-*.example.com')).toBe(false)
    expect(matchesOriginPattern('https://evil-example.com', 'https://*example.com')).toBe(false)
  })

  it('ORIG-03 exact entries match with or without a scheme and ignore paths', () => {
    expect(matchesOriginPattern('https://app.example.com', 'https://app.example.com')).toBe(true)
    expect(matchesOriginPattern('https://app.example.com', 'https://app.example.com/some/path')).toBe(true)
    expect(matchesOriginPattern('https://app.example.com', 'app.example.com')).toBe(true)
    expect(matchesOriginPattern('https://app.example.com', 'https://app.example.com:443')).toBe(true)
    expect(matchesOriginPattern('http://app.example.com:3000', 'app.example.com:3000')).toBe(true)
    expect(matchesOriginPattern('http://app.example.com:3000', 'app.example.com:4000')).toBe(false)
    expect(matchesOriginPattern('https://other.com', 'https://app.example.com')).toBe(false)
    expect(matchesOriginPattern('not a url', 'https://app.example.com')).toBe(false)
    expect(matchesOriginPattern('https://app.example.com', '')).toBe(false)
  })
})

describe('isOriginAllowed', () => {
  const projectList = ['https://myapp.com']

  it('ORIG-03 allows an origin matching a project wildcard entry', () => {
    expect(isOriginAllowed('https://pr-7.preview.myapp.com', ['https://*.preview.myapp.com'])).toBe(true)
    expect(isOriginAllowed('https://attacker.com', ['https://*.preview.myapp.com'])).toBe(false)
  })

  it('ORIG-04 localhost on any port, *.pages.dev, *.vercel.app, *.ngrok-free.app and the two secure-mobile hosts are always allowed', () => {
    for (const origin of [
      'http://localhost',
      'http://localhost:3000',
      'https://localhost:5173',
      'http://127.0.0.1:8080',
      'https://my-app.pages.dev',
      'https://my-app-git-main.vercel.app',
      'https://abcd-1234.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
    ]) {
      expect(isOriginAllowed(origin, projectList), origin).toBe(true)
    }
    expect(isOriginAllowed('https://myapp.com', projectList)).toBe(true)
    expect(isOriginAllowed('https://not-listed.com', projectList)).toBe(false)
    expect(isOriginAllowed('http://my-app.vercel.app', projectList)).toBe(false)
    expect(DEFAULT_ALLOWED_ORIGINS.filter((o) => o.includes('secure-mobile'))).toHaveLength(2)
  })

  it('ORIG-02 an empty allowlist (none configured, or the fetch failed) allows every origin', () => {
    expect(isOriginAllowed('https://anything.example', [])).toBe(true)
  })
})

describe('checkOrigin', () => {
  // A real local server stands in for the provider; integration tests use the sandbox's
  // provider-API server instead.
  let server: RecordingServer
  beforeEach(async () => {
    server = await startRecordingServer()
  })
  afterEach(() => server.close())
  const catalogue = () => createCatalogueClient({ http: createHttpClient({ baseUrl: server.url, projectId: 'p' }) })

  it('ORIG-05 an unlisted origin only shows the alert: no throw, nothing blocked', async () => {
    server.route('GET /projects/v1/origins', { json: { allowedOrigins: ['https://myapp.com'] } })
    const shown: AlertId[] = []
    const verdict = await checkOrigin({
      origin: 'https://unlisted.example',
      getAllowedOrigins: catalogue().getAllowedOrigins,
      showAlert: (id) => shown.push(id),
    })
    expect(verdict).toEqual({ origin: 'https://unlisted.example', allowed: false, allowedOrigins: ['https://myapp.com'] })
    expect(shown).toEqual(['originNotAllowed'])
  })

  it('ORIG-05 a throwing alert sink or origins source still resolves a verdict', async () => {
    const verdict = await checkOrigin({
      origin: 'https://unlisted.example',
      getAllowedOrigins: async () => ['https://myapp.com'],
      showAlert: () => {
        throw new Error('no alerts store')
      },
    })
    expect(verdict.allowed).toBe(false)
    const failed = await checkOrigin({
      origin: 'https://unlisted.example',
      getAllowedOrigins: () => Promise.reject(new Error('down')),
      showAlert: () => undefined,
    })
    expect(failed).toEqual({ origin: 'https://unlisted.example', allowed: true, allowedOrigins: [] })
  })

  it('ORIG-02 ORIG-05 a failed origins fetch shows nothing', async () => {
    server.route('GET /projects/v1/origins', { status: 500 })
    const shown: AlertId[] = []
    const verdict = await checkOrigin({
      origin: 'https://unlisted.example',
      getAllowedOrigins: catalogue().getAllowedOrigins,
      showAlert: (id) => shown.push(id),
    })
    expect(verdict.allowed).toBe(true)
    expect(shown).toEqual([])
  })

  it('a listed origin and an origin-less (SSR) run show nothing', async () => {
    const shown: AlertId[] = []
    const listed = await checkOrigin({
      origin: 'https://myapp.com',
      getAllowedOrigins: async () => ['https://myapp.com'],
      showAlert: (id) => shown.push(id),
    })
    const ssr = await checkOrigin({ getAllowedOrigins: async () => ['https://myapp.com'], showAlert: (id) => shown.push(id) })
    expect([listed.allowed, ssr.allowed]).toEqual([true, true])
    expect(shown).toEqual([])
  })
})
