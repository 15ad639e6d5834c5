// Issue 32: a click during start-up opens at once. open() waits for the open rules' local inputs
// (chains, plugins on local features, connectors, networks), not for the remote config, which the
// sandbox API answers late here; what the answer turns on joins the open view in place, and a
// late answer that keeps a feature off never shows it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FEATURES, KIT_CONTAINER, PLUGIN_HOST, ROUTER, createAppKit, type AppKit, type AppKitOptions } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { mainnet } from '../../kernel/networks'
import { auth } from '../../plugins/auth'
import { REMOTE_OFF_PROJECT_ID } from '../api/projects'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'

// Well inside the 1.5 s time box: the answer is applied as the config's, not as the fallback.
const CONFIG_LATENCY_MS = 800

let sandbox: Sandbox<'api'>
const kits: AppKit[] = []
beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api'] })
})
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
  it('opens on Connect before the slow remote config answers; the email login it turns on joins that view in place', async () => {
    const { kit, features, router, emailShown } = kitWith()
    await kit.open()
    expect(kit.getState().open).toBe(true)
    expect(router.getState().view).toBe('Connect')
    // Opened on what was known: the config had not answered yet.
    expect(features.getState().source).toBeUndefined()

    await kit.ready()
    expect(features.getState().source).toBe('remote')
    expect(sandbox.api.requests.find('/appkit/v1/config')).toHaveLength(1)
    await expect.poll(emailShown).toBe(true)
    // Updated in place: still the same open view, no re-open.
    expect(kit.getState().open).toBe(true)
    expect(router.getState().history.map((entry) => entry.view)).toEqual(['Connect'])
  })

  it('a late answer that keeps email login off never shows it on the view opened before it', async () => {
    const { kit, features, router, emailShown } = kitWith({ projectId: REMOTE_OFF_PROJECT_ID })
    const seen: boolean[] = []
    const stop = kit[KIT_CONTAINER].resolve(PLUGIN_HOST).registry.subscribe(() => seen.push(emailShown()))
    await kit.open()
    expect(features.getState().source).toBeUndefined()
    await kit.ready()
    stop()
    expect(features.getState().source).toBe('remote')
    expect(router.getState().view).toBe('Connect')
    expect(emailShown()).toBe(false)
    expect(seen).not.toContain(true)
  })
})
