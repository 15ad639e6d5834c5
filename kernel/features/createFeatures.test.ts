import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AlertId } from '../alerts/alertCatalogue'
import { createEventBus } from '../bus/createEventBus'
import type { AppKitOptions } from '../config/options'
import { definePlugin } from '../plugins/types'
import { createFeatures, type CreateFeaturesDeps } from './createFeatures'
import { DEFAULT_REMOTE_FEATURES, REMOTE_FEATURES_OFF } from './defaultFeatures'
import { resolveBasicMode } from './resolveBasicMode'
import type { RemoteFeature } from './resolveRemoteFeatures'

const ALL_ON: RemoteFeature[] = [
  { id: 'email', isEnabled: true, config: null },
  { id: 'socials', isEnabled: true, config: ['github', 'google'] },
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['coinbase'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reown_branding', isEnabled: false, config: null },
]

function setup(options: CreateFeaturesDeps['options'], rest: Partial<CreateFeaturesDeps> = {}) {
  const alerts: AlertId[] = []
  const fetchRemoteConfig = vi.fn(rest.fetchRemoteConfig ?? (async () => ALL_ON))
  const features = createFeatures({ options, showAlert: (id) => alerts.push(id), ...rest, fetchRemoteConfig })
  return { features, alerts, fetchRemoteConfig }
}

// A real remote: the sandbox's provider-API server replaces this in integration tests.
let server: Server
let baseUrl: string
let answer: { status: number; body: string } = { status: 200, body: '{}' }
const requests: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(answer.body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

/** What the catalogue client does: GET /appkit/v1/config, read `features`, non-OK throws. */
async function fetchFromServer(): Promise<RemoteFeature[]> {
  const response = await fetch(`${baseUrl}/appkit/v1/config?projectId=p123&st=appkit&sv=html-core-1.7.8`)
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  return ((await response.json()) as { features: RemoteFeature[] }).features
}

describe('createFeatures', () => {
  it('FEAT-01 the default core build runs in basic mode', () => {
    expect(resolveBasicMode({})).toBe(true)
    const { features } = setup({})
    expect(features.store.getState()).toMatchObject({ basic: true, status: 'ready', source: 'basic' })
    // Only an explicit basic:false, or a wish for remote features, leaves basic mode.
    expect(resolveBasicMode({ basic: false })).toBe(false)
    expect(resolveBasicMode({ features: { swaps: true } })).toBe(false)
    expect(resolveBasicMode({ features: { socials: ['google'] } })).toBe(false)
    expect(resolveBasicMode({ features: { email: false, socials: false } })).toBe(true)
    expect(resolveBasicMode({ plugins: [definePlugin({ id: 'onramp', feature: 'onramp' })] })).toBe(false)
    expect(resolveBasicMode({ basic: false, manualWCControl: true })).toBe(true)
  })

  it('FEAT-02 in basic mode remote features are off and nothing is fetched', async () => {
    const { features, fetchRemoteConfig, alerts } = setup({ basic: true, features: { email: true, swaps: true } })
    const state = await features.init()
    expect(fetchRemoteConfig).not.toHaveBeenCalled()
    expect(state.remote).toEqual(REMOTE_FEATURES_OFF)
    for (const flag of ['swaps', 'onramp', 'activity', 'email', 'socials']) expect(features.isEnabled(flag), flag).toBe(false)
    expect(features.isEnabled('send')).toBe(true)
    expect(alerts).toEqual([])
  })

  it('FEAT-03 outside basic mode the features come from GET /appkit/v1/config, reading `features`', async () => {
    answer = { status: 200, body: JSON.stringify({ features: ALL_ON, other: 'ignored' }) }
    requests.length = 0
    const { features } = setup({}, { basic: false, fetchRemoteConfig: fetchFromServer })
    const state = await features.init()
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatch(/^GET \/appkit\/v1\/config\?/)
    expect(state).toMatchObject({ status: 'ready', source: 'remote' })
    expect(state.remote).toEqual({
      email: true,
      socials: ['github', 'google'],
      swaps: ['1inch'],
      onramp: ['coinbase'],
      activity: true,
      reownBranding: false,
    })
    expect(features.isEnabled('swaps')).toBe(true)
  })

  it('FEAT-04 each remote feature is read as {id, isEnabled, config}', async () => {
    const { features } = setup({ basic: false }, {
      fetchRemoteConfig: async () => [
        { id: 'swaps', isEnabled: false, config: ['1inch'] }, // off despite a list
        { id: 'onramp', isEnabled: true, config: null }, // on, no list → the default providers
        { id: 'socials', isEnabled: true, config: [] }, // on with an empty list → nothing to show
        { id: 'email', isEnabled: true, config: null },
      ],
    })
    const { remote } = await features.init()
    expect(remote.swaps).toBe(false)
    expect(remote.onramp).toEqual(DEFAULT_REMOTE_FEATURES.onramp)
    expect(remote.socials).toBe(false)
    expect(remote.email).toBe(true)
    expect(features.isEnabled('socials')).toBe(false)
  })

  it('FEAT-05 the remote features are email, socials, swaps, onramp, activity and the branding flag', async () => {
    const { features } = setup({ basic: false }, { fetchRemoteConfig: async () => ALL_ON.map((f) => ({ ...f, isEnabled: true })) })
    const { remote } = await features.init()
    expect(Object.keys(remote).sort()).toEqual(['activity', 'email', 'onramp', 'reownBranding', 'socials', 'swaps'])
    expect(remote.reownBranding).toBe(true)
    // The provider's live ids (social_login carrying email, swap) are read too.
    const live = setup({ basic: false }, {
      fetchRemoteConfig: async () => [
        { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x'] },
        { id: 'swap', isEnabled: true, config: ['1inch'] },
      ],
    })
    const liveState = await live.features.init()
    expect(liveState.remote).toMatchObject({ email: true, socials: ['google', 'x'], swaps: ['1inch'], onramp: false, activity: false })
  })

  it('FEAT-07 fetched remote config overrides the local feature settings', async () => {
    const { features } = setup(
      { basic: false, features: { swaps: false, email: true, history: false } },
      { fetchRemoteConfig: async () => [{ id: 'swaps', isEnabled: true, config: ['1inch'] }, { id: 'activity', isEnabled: true, config: null }] },
    )
    await features.init()
    expect(features.isEnabled('swaps')).toBe(true)
    expect(features.isEnabled('activity')).toBe(true)
    expect(features.isEnabled('email')).toBe(false) // not in the fetched list → off
  })

  it('FEAT-08 shows the localFeaturesIgnored warning when local settings were ignored', async () => {
    const overridden = setup({ features: { email: true, onramp: true } })
    await overridden.features.init()
    expect(overridden.alerts).toEqual(['localFeaturesIgnored'])
    expect(overridden.features.store.getState().ignoredLocalFeatures).toEqual(['email', 'onramp'])

    const untouched = setup({ basic: false, features: { send: false } })
    await untouched.features.init()
    expect(untouched.alerts).toEqual([])
  })

  it('FEAT-09 a slow remote config is time-boxed: local values first, the late answer applied when it lands', async () => {
    let answer!: (features: RemoteFeature[]) => void
    const { features } = setup(
      { basic: false, features: { email: false } },
      { fetchRemoteConfig: () => new Promise<RemoteFeature[]>((resolve) => (answer = resolve)), remoteTimeoutMs: 50 },
    )
    const state = await features.init()
    expect(state).toMatchObject({ status: 'ready', source: 'fallback', error: 'Remote config timed out' })
    expect(state.remote.email).toBe(false)
    answer(ALL_ON)
    await vi.waitFor(() => expect(features.store.getState().source).toBe('remote'))
    expect(features.store.getState().remote.swaps).toEqual(['1inch'])
  })

  it('FEAT-09 a failed fetch uses the local values, or the defaults where none are set', async () => {
    answer = { status: 500, body: '{"error":"boom"}' }
    const { features, alerts } = setup(
      { basic: false, features: { email: false, socials: ['github'], onramp: true } },
      { fetchRemoteConfig: fetchFromServer },
    )
    const state = await features.init()
    expect(state).toMatchObject({ status: 'ready', source: 'fallback', error: 'HTTP status code: 500' })
    expect(state.remote).toEqual({
      email: false,
      socials: ['github'],
      swaps: DEFAULT_REMOTE_FEATURES.swaps,
      onramp: DEFAULT_REMOTE_FEATURES.onramp,
      activity: true,
      reownBranding: true,
    })
    expect(alerts).toEqual([])

    // A garbage answer (no `features` list) is a failure too.
    answer = { status: 200, body: '{"features":"nope"}' }
    const garbage = setup({ basic: false }, { fetchRemoteConfig: fetchFromServer })
    expect((await garbage.features.init()).remote).toEqual(DEFAULT_REMOTE_FEATURES)
  })

  it('remote flags read off until init resolves; init runs once and announces featuresReady', async () => {
    const bus = createEventBus()
    const ready = vi.fn()
    bus.on('featuresReady', ready)
    const { features, fetchRemoteConfig } = setup({ basic: false }, { bus })
    expect(features.isEnabled('swaps')).toBe(false)
    const changes = vi.fn()
    features.store.subscribe(changes)
    await Promise.all([features.init(), features.init()])
    await features.init()
    expect(fetchRemoteConfig).toHaveBeenCalledTimes(1)
    expect(ready).toHaveBeenCalledTimes(1)
    expect(features.isEnabled('swaps')).toBe(true)
    expect(changes).toHaveBeenCalled()
  })

  it('isEnabled reads local flags, honours pay, and leaves plugin-added flags on unless turned off', async () => {
    const options: AppKitOptions['features'] = { send: false, smartSessions: true, pay: true }
    const { features } = setup({ basic: false, features: { ...options, ...({ names: false } as object) } })
    await features.init()
    expect(features.isEnabled('send')).toBe(false)
    expect(features.isEnabled('receive')).toBe(true)
    expect(features.isEnabled('smartSessions')).toBe(true)
    expect(features.isEnabled('legalCheckbox')).toBe(false)
    expect(features.isEnabled('pay')).toBe(true)
    // pay on: embedded-wallet login is off whatever the remote says.
    expect(features.isEnabled('email')).toBe(false)
    expect(features.isEnabled('socials')).toBe(false)
    expect(features.isEnabled('names')).toBe(false)
    expect(features.isEnabled('someNewPluginFlag')).toBe(true)
  })
})
