import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from './createApiServer'
import {
  APPKIT_IDS_PROJECT_ID,
  INVALID_KEY_PROJECT_ID,
  JWT_NOT_VALID_PROJECT_ID,
  ORIGIN_NOT_ALLOWED_PROJECT_ID,
  REMOTE_OFF_PROJECT_ID,
  type RemoteFeature,
} from './projects'

let server: ApiServer

const get = (path: string, projectId: string) =>
  fetch(`${server.url}${path}?projectId=${encodeURIComponent(projectId)}&st=appkit&sv=html-wagmi-4.2.2`)

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

describe('project routes', () => {
  it('SBX-02 default project: every remote feature on, each as {id, isEnabled, config}', async () => {
    const res = await get('/appkit/v1/config', 'any-host-project-id')
    expect(res.status).toBe(200)
    const { features } = (await res.json()) as { features: RemoteFeature[] }
    expect(features).toEqual([
      { id: 'email', isEnabled: true, config: null },
      { id: 'socials', isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
      { id: 'swaps', isEnabled: true, config: ['1inch'] },
      { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'reown_branding', isEnabled: true, config: null },
    ])
  })

  it('SBX-02 remote-off project: the same features, all disabled', async () => {
    const { features } = (await (await get('/appkit/v1/config', REMOTE_OFF_PROJECT_ID)).json()) as { features: RemoteFeature[] }
    expect(features.map((f) => f.id)).toEqual(['email', 'socials', 'swaps', 'onramp', 'activity', 'reown_branding'])
    for (const f of features) expect(f.isEnabled).toBe(false)
  })

  it('SBX-02 appkit-ids project answers with the current AppKit feature ids', async () => {
    const { features } = (await (await get('/appkit/v1/config', APPKIT_IDS_PROJECT_ID)).json()) as { features: RemoteFeature[] }
    expect(features.find((f) => f.id === 'social_login')?.config).toContain('email')
    expect(features.map((f) => f.id)).toContain('swap')
  })

  it('SBX-03 origins returns allowedOrigins with wildcard patterns', async () => {
    const res = await get('/projects/v1/origins', 'any-host-project-id')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { allowedOrigins: string[] }
    expect(body.allowedOrigins.some((o) => o.includes('*.'))).toBe(true)
    // No port wildcard: the pages the sandbox serves are listed by their exact origin.
    expect(body.allowedOrigins.some((o) => /:\*$/.test(o))).toBe(false)
  })

  it('SBX-03 a page the sandbox serves joins every project\'s default list by its exact origin', async () => {
    server.projects.allowOrigin('http://127.0.0.1:4316/some/page')
    const body = (await (await get('/projects/v1/origins', 'any-host-project-id')).json()) as { allowedOrigins: string[] }
    expect(body.allowedOrigins).toContain('http://127.0.0.1:4316')
    expect(body.allowedOrigins).not.toContain('http://127.0.0.1:4316/some/page')
  })

  it('SBX-03 a project scenario can be set at run time', async () => {
    server.projects.set('p-custom', { allowedOrigins: ['https://only.example.org'] })
    const body = (await (await get('/projects/v1/origins', 'p-custom')).json()) as { allowedOrigins: string[] }
    expect(body.allowedOrigins).toEqual(['https://only.example.org'])
    server.projects.clear()
  })

  it('SBX-07 getAnalyticsConfig returns isAnalyticsEnabled, off for the remote-off project', async () => {
    expect(await (await get('/getAnalyticsConfig', 'any-host-project-id')).json()).toEqual({ isAnalyticsEnabled: true })
    expect(await (await get('/getAnalyticsConfig', REMOTE_OFF_PROJECT_ID)).json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('SBX-10 origin-not-allowed project answers 403 "Unauthorized: origin not allowed"', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins']) {
      const res = await get(path, ORIGIN_NOT_ALLOWED_PROJECT_ID)
      expect(res.status).toBe(403)
      const body = (await res.json()) as { message: string; reasons: { description: string }[] }
      expect(body.message).toBe('Unauthorized: origin not allowed')
      expect(body.reasons[0]!.description).toBe('Unauthorized: origin not allowed')
    }
  })

  it('SBX-11 jwt-not-valid project answers "JWT validation error: JWT Token is not yet valid"', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins']) {
      const res = await get(path, JWT_NOT_VALID_PROJECT_ID)
      expect(res.status).toBe(401)
      expect(((await res.json()) as { message: string }).message).toBe('JWT validation error: JWT Token is not yet valid')
    }
  })

  it('SBX-12 invalid-key project answers 403 "Unauthorized: invalid key"', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins']) {
      const res = await get(path, INVALID_KEY_PROJECT_ID)
      expect(res.status).toBe(403)
      expect(((await res.json()) as { message: string }).message).toBe('Unauthorized: invalid key')
    }
  })
})
