import { afterEach, describe, expect, it } from 'vitest'
import { startRecordingServer, type RecordingServer } from '../api/testing/startRecordingServer'
import { createAppKit } from '../createAppKit'
import type { AppKit } from '../createPublicApi'
import { mainnet } from '../networks'
import type { PluginContext } from './pluginContext'
import { definePlugin } from './types'

const kits: AppKit[] = []
const servers: RecordingServer[] = []
afterEach(async () => {
  kits.splice(0).forEach((kit) => kit.destroy())
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

describe("a plugin's API clients", () => {
  it('gives a client per endpoint, on the host’s endpoints, adding the project id; one client per endpoint', async () => {
    const secure = await startRecordingServer({ 'GET /v1/session': { json: { ok: true } } })
    servers.push(secure)
    let ctx: PluginContext | undefined
    const probe = definePlugin({ id: 'probe', load: async () => ({ activate: (c: PluginContext) => void (ctx = c) }) })
    const kit = createAppKit({ projectId: 'p-api', networks: [mainnet], basic: true, plugins: [probe], endpoints: { secureSite: secure.url, analytics: 'http://127.0.0.1:9' } })
    kits.push(kit)
    await kit.ready()
    await expect(ctx!.api.http('secureSite').get('/v1/session')).resolves.toEqual({ ok: true })
    expect(secure.requests).toHaveLength(1)
    expect(secure.requests[0]!.query.get('projectId')).toBe('p-api')
    expect(ctx!.api.http('secureSite')).toBe(ctx!.api.http('secureSite'))
  })
})
