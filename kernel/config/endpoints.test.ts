import { afterEach, describe, expect, it } from 'vitest'
import { startRecordingServer } from '../api/testing/startRecordingServer'
import { createAppKit } from '../createAppKit'
import { mainnet } from '../networks'
import { BLOCKCHAIN_API, CONFIG } from '../tokens'
import { KIT_CONTAINER } from '../createPublicApi'
import { DEFAULT_ENDPOINTS, resolveEndpoints } from './endpoints'

// Node re-reads TZ when it changes, so Intl sees the faked zone as a visitor's browser would.
const realTz = process.env.TZ
afterEach(() => {
  if (realTz === undefined) delete process.env.TZ
  else process.env.TZ = realTz
})

describe('the blockchain API base for restricted time zones (ENV-01)', () => {
  it('switches to the restricted base only for a restricted visitor', () => {
    const given = { blockchainApi: 'https://api.example.com/', blockchainApiRestricted: 'https://cn.example.com' }
    expect(resolveEndpoints(given, false).blockchainApi).toBe('https://api.example.com')
    expect(resolveEndpoints(given, true).blockchainApi).toBe('https://cn.example.com')
    expect(resolveEndpoints(undefined, true).blockchainApi).toBe(DEFAULT_ENDPOINTS.blockchainApiRestricted)
  })

  it('keeps a pointed blockchain API when the host gave no restricted base (never back to the provider)', () => {
    expect(resolveEndpoints({ blockchainApi: 'http://127.0.0.1:4002' }, true).blockchainApi).toBe('http://127.0.0.1:4002')
  })

  it('a kit started in Asia/Shanghai reaches the blockchain API and its RPC gateway through the restricted base', async () => {
    const server = await startRecordingServer({ 'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } } })
    process.env.TZ = 'Asia/Shanghai'
    // The normal base is a closed port: only the restricted base can answer.
    const kit = createAppKit({
      projectId: 'p-restricted',
      networks: [mainnet],
      basic: true,
      endpoints: { api: server.url, blockchainApi: 'http://127.0.0.1:1', blockchainApiRestricted: server.url, analytics: server.url, fonts: '' },
    })
    try {
      await kit.ready()
      const c = kit[KIT_CONTAINER]
      expect(c.resolve(CONFIG).networks[0].rpcUrls.default.http[0]).toMatch(new RegExp(`^${server.url}/v1/\\?chainId=eip155%3A1`))
      expect(await c.resolve(BLOCKCHAIN_API).getSupportedChains()).toEqual({ http: ['eip155:1'], ws: [] })
      expect(server.requestsTo('/v1/supported-chains').length).toBeGreaterThan(0)
    } finally {
      kit.destroy()
      await server.close()
    }
  })

  it('the same kit outside the list keeps the normal base', async () => {
    process.env.TZ = 'Europe/Berlin'
    const kit = createAppKit({
      projectId: 'p-normal',
      networks: [mainnet],
      basic: true,
      endpoints: { blockchainApi: 'http://127.0.0.1:4002', blockchainApiRestricted: 'http://127.0.0.1:4006', fonts: '' },
    })
    try {
      expect(kit[KIT_CONTAINER].resolve(CONFIG).endpoints.blockchainApi).toBe('http://127.0.0.1:4002')
    } finally {
      kit.destroy()
    }
  })
})
