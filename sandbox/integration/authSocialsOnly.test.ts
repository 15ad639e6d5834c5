// With email login off but socials on (the project's remote config), the embedded wallet still
// loads for social login (AUTH-04); the Connect view then shows the social section alone
// (browser: sandbox/e2e/authLoginFlows.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { KIT_CONTAINER, PLUGIN_HOST, createAppKit, type PluginManifest } from '../../kernel'
import { mainnet } from '../../kernel/networks'
import { auth } from '../../plugins/auth'
import { defaultFeatures } from '../api/projects'
import { startSandbox } from '../testing/startSandbox'
import type { Sandbox } from '../testing/types'

let sandbox: Sandbox<'api'>
beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api'] })
  const features = defaultFeatures(true)
  sandbox.api.projects.set('auth-socials-only', { features: features.map((f) => (f.id === 'email' ? { ...f, isEnabled: false } : f)) })
  sandbox.api.projects.set('auth-neither', { features: features.map((f) => (f.id === 'email' || f.id === 'socials' ? { ...f, isEnabled: false, config: null } : f)) })
})
afterAll(() => sandbox?.close())

function kitFor(projectId: string) {
  const load = vi.fn(auth.load!)
  const kit = createAppKit({ projectId, networks: [mainnet], endpoints: { ...sandbox.endpoints }, plugins: [{ ...auth, load } as PluginManifest] })
  return { kit, load, registry: () => kit[KIT_CONTAINER].resolve(PLUGIN_HOST).registry.getState() }
}

describe('auth plugin with socials but no email', () => {
  it('AUTH-04 socials on and email off remotely: the plugin loads, with its social row and the Farcaster view', async () => {
    const { kit, load, registry } = kitFor('auth-socials-only')
    await kit.ready()
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    expect(registry().slots.connectMethods?.map((e) => e.id)).toEqual(['auth-email', 'auth-social'])
    expect(registry().views.ConnectingFarcaster).toBeDefined()
    kit.destroy()
  })

  it('AUTH-03 AUTH-04 email and socials both off remotely: nothing of the plugin loads', async () => {
    const { kit, load, registry } = kitFor('auth-neither')
    await kit.ready()
    expect(load).not.toHaveBeenCalled()
    expect(registry().active).not.toContain('auth')
    kit.destroy()
  })
})
