import { describe, expect, it, vi } from 'vitest'
import { resolveBasicMode } from '../features/resolveBasicMode'
import { validateOptions } from '../config/validateOptions'
import { mainnet } from '../networks'
import { createTestPluginHost } from './testing/createTestPluginHost'
import { definePlugin } from './types'

// A plugin gated by a list of flags loads while any of them is on (the embedded wallet: email
// or socials), and is undone once all are off.
function listPlugin() {
  const dispose = vi.fn()
  const activate = vi.fn(() => dispose)
  const load = vi.fn(async () => ({ activate }))
  const manifest = definePlugin({ id: 'auth', feature: ['email', 'socials'], load })
  return { manifest, load, dispose }
}

describe('a plugin gated by any of several flags', () => {
  it('loads with only the second flag on, and deactivates when every flag is off', async () => {
    const flags = { email: false, socials: true }
    const plugin = listPlugin()
    const { host } = createTestPluginHost([plugin.manifest], flags)
    await host.sync()
    expect(plugin.load).toHaveBeenCalledTimes(1)
    expect(host.registry.getState().active).toEqual(['auth'])
    flags.socials = false
    await host.sync()
    expect(plugin.dispose).toHaveBeenCalledTimes(1)
  })

  it('never loads while every flag is off', async () => {
    const plugin = listPlugin()
    const { host } = createTestPluginHost([plugin.manifest], { email: false, socials: false })
    await host.sync()
    expect(plugin.load).not.toHaveBeenCalled()
  })

  it('takes the kit out of basic mode when one of its flags is a remote one', () => {
    expect(resolveBasicMode({ plugins: [listPlugin().manifest] })).toBe(false)
    expect(resolveBasicMode({ plugins: [definePlugin({ id: 'x', feature: ['send', 'receive'] })] })).toBe(true)
  })

  it('options validation accepts a flag list and refuses an empty one', () => {
    expect(() => validateOptions({ projectId: 'p1234', networks: [mainnet], plugins: [listPlugin().manifest] } as never)).not.toThrow(/plugins/)
    expect(() => validateOptions({ projectId: 'p1234', networks: [mainnet], plugins: [{ id: 'x', feature: [] }] } as never)).toThrow(/plugins\[0\]\.feature/)
  })
})
