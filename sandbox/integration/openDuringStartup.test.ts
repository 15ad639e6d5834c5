// Issue 32: a click during start-up opens at once. open() waits for the open rules' local inputs
// (chains, plugins on local features, connectors, networks), not for the remote config, which the
// sandbox API answers late here; what the answer turns on joins the open view in place, and what
// it turns off leaves it in place, the view unchanged.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FEATURES, KIT_CONTAINER, PLUGIN_HOST, ROUTER, createAppKit, type AppKit, type AppKitOptions } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { mainnet } from '../../kernel/networks'
import { auth } from '../../plugins/auth'
import { REMOTE_OFF_PROJECT_ID } from '../api/projects'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'

// Far past the 1.5 s time box, so the open cannot lose the race on a busy machine: start-up
// falls back meanwhile and applies the late answer when it lands.
const CONFIG_LATENCY_MS = 4000
const landed = { timeout: 20_000 }

let sandbox: Sandbox<'api'>
const kits: AppKit[] = []
beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api'] })
  // Start-up's modules transformed once, so the kits below open on start-up's own time, well
  // inside the time box, and the answer's race is the one under test.
  const warm = createAppKit({ projectId: 'warm-up', networks: [mainnet], adapters: [createTestChainAdapter('eip155')], endpoints: { ...sandbox.endpoints }, plugins: [auth] })
  await warm.ready()
  warm.destroy()
  sandbox.api.requests.clear()
}, 60_000)
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  sandbox.api.faults.clear()
})
afterAll(() => sandbox?.close())

function kitWith(options: Partial<AppKitOptions> = {}) {
  sandbox.api.faults.set('/appkit/v1/config', { latencyMs: CONFIG_LATENCY_MS })
  const kit = createAppKit({
    projectId: 'open-during-startup',
    networks: [mainnet],
    adapters: [createTestChainAdapter('eip155')],
    endpoints: { ...sandbox.endpoints },
    plugins: [auth],
    ...options,
  })
  kits.push(kit)
  const c = kit[KIT_CONTAINER]
  const emailShown = () => (c.resolve(PLUGIN_HOST).registry.getState().slots.connectMethods ?? []).some((entry) => entry.id === 'auth-email')
  return { kit, features: c.resolve(FEATURES).store, router: c.resolve(ROUTER), emailShown }
}

describe('open during start-up (issue 32)', () => {
  it('opens on Connect before the slow remote config settles; email login joins that view in place once it does', async () => {
    const { kit, features, router, emailShown } = kitWith()
    await kit.open()
    expect(kit.getState().open).toBe(true)
    expect(router.getState().view).toBe('Connect')
    // Opened on what was known: neither the answer nor the time box's fallback had come.
    expect(features.getState().status).not.toBe('ready')
    expect(emailShown()).toBe(false)

    await expect.poll(() => features.getState().source, landed).toBe('remote')
    expect(sandbox.api.requests.find('/appkit/v1/config')).toHaveLength(1)
    await expect.poll(emailShown).toBe(true)
    // Updated in place: still the same open view, no re-open.
    expect(kit.getState().open).toBe(true)
    expect(router.getState().history.map((entry) => entry.view)).toEqual(['Connect'])
  })

  it('an answer landing after the time box that turns email login off removes it from the open Connect view, which stays', async () => {
    const { kit, features, router, emailShown } = kitWith({ projectId: REMOTE_OFF_PROJECT_ID })
    const views: string[] = []
    const stopRouter = router.subscribe((state) => views.push(state.view))
    await kit.open()
    expect(features.getState().source).not.toBe('remote')
    // The time box's fallback (spec §6: local or default values) has email login on.
    await expect.poll(() => features.getState().source, landed).toBe('fallback')
    await expect.poll(emailShown).toBe(true)
    await expect.poll(() => features.getState().source, landed).toBe('remote')
    await expect.poll(emailShown).toBe(false)
    stopRouter()
    // Removed in place: the visitor stays on the view they opened, the modal open.
    expect(kit.getState().open).toBe(true)
    expect(router.getState().history.map((entry) => entry.view)).toEqual(['Connect'])
    expect(views.filter((view) => view !== 'Connect')).toEqual([])
  })
})
