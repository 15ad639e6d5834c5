// The embedded wallet loads only when email login is on (AUTH-03): the host's local flag and
// the project's remote config (the sandbox API) both decide; off, not one of its modules loads.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { KIT_CONTAINER, PLUGIN_HOST, createAppKit, type AppKitOptions, type PluginManifest } from '../../kernel'
import { bitcoin, mainnet, solanaDevnet } from '../../kernel/networks'
import { auth } from '../../plugins/auth'
import { REMOTE_OFF_PROJECT_ID } from '../api/projects'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'

let sandbox: Sandbox<'api'>
beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api'] })
})
afterAll(() => sandbox?.close())

function kitWith(options: Partial<AppKitOptions>) {
  // The views' loaders are in the plugin's module: `load` is the only way any of its code loads.
  const load = vi.fn(auth.load!)
  const spied = { ...auth, load } as PluginManifest
  const kit = createAppKit({ projectId: 'auth-gate', networks: [mainnet], endpoints: { ...sandbox.endpoints }, plugins: [spied], ...options })
  const registry = () => kit[KIT_CONTAINER].resolve(PLUGIN_HOST).registry.getState()
  return { kit, load, registry }
}

describe('auth plugin feature gate', () => {
  it('AUTH-03 email on in the remote config: the plugin activates, its views and email widget are registered', async () => {
    const { kit, load, registry } = kitWith({})
    await kit.ready()
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    expect(registry().active).toContain('auth')
    expect(registry().views.EmailVerifyOtp).toBeDefined()
    expect(registry().slots.connectMethods?.map((e) => e.id)).toContain('auth-email')
    kit.destroy()
  })

  it('AUTH-03 email off in the project\'s remote config: nothing of the plugin loads', async () => {
    const { kit, load, registry } = kitWith({ projectId: REMOTE_OFF_PROJECT_ID })
    await kit.ready()
    expect(sandbox.api.requests.last('/appkit/v1/config')?.query).toMatchObject({ projectId: REMOTE_OFF_PROJECT_ID })
    expect(load).not.toHaveBeenCalled()
    expect(registry().active).not.toContain('auth')
    expect(registry().views.EmailVerifyOtp).toBeUndefined()
    expect(registry().slots.connectMethods ?? []).toEqual([])
    kit.destroy()
  })

  it('AUTH-05 the plugin loads for kits with eip155 or solana networks, never for others (its connector is eip155 and solana only)', async () => {
    const evm = kitWith({})
    await evm.kit.ready()
    await vi.waitFor(() => expect(evm.load).toHaveBeenCalledOnce())
    evm.kit.destroy()

    const sol = kitWith({ networks: [solanaDevnet] as unknown as AppKitOptions['networks'] })
    await sol.kit.ready()
    await vi.waitFor(() => expect(sol.load).toHaveBeenCalledOnce())
    sol.kit.destroy()

    const btc = kitWith({ networks: [bitcoin] as unknown as AppKitOptions['networks'] })
    await btc.kit.ready()
    expect(btc.load).not.toHaveBeenCalled()
    expect(btc.registry().active).not.toContain('auth')
    btc.kit.destroy()
  })
})
