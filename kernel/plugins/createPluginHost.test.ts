import { describe, expect, it, vi } from 'vitest'
import { missingLoader } from './namedLoaders'
import { createTestPluginHost } from './testing/createTestPluginHost'
import { definePlugin, type PluginManifest } from './types'
import type { ResolvedConfig } from '../config/resolveConfig'

function hostFor(manifests: PluginManifest[], flags: Record<string, boolean>, config: Partial<ResolvedConfig> = {}) {
  const made = createTestPluginHost(manifests, flags, config)
  logger = made.logger
  return made.host
}
let logger: ReturnType<typeof createTestPluginHost>['logger']

function spyPlugin(id: string, feature: string, order = 1) {
  const activate = vi.fn()
  const load = vi.fn(async () => ({ activate }))
  const view = vi.fn(async () => ({ default: `${id}-view` }))
  const manifest = definePlugin({
    id,
    feature,
    views: { [`${id}View`]: view },
    accountActions: [{ id, order, view: `${id}View` }],
    load,
  })
  return { manifest, load, view, activate }
}

describe('plugin host', () => {
  it('BYD-01 never calls load or view thunks of a plugin whose flag is off', async () => {
    const send = spyPlugin('send', 'send')
    const host = hostFor([send.manifest], { send: false })
    await host.sync()
    expect(send.load).not.toHaveBeenCalled()
    expect(send.view).not.toHaveBeenCalled()
    expect(host.registry.getState().views).toEqual({})
    expect(host.loadView('sendView')).toBeUndefined()
    expect(send.view).not.toHaveBeenCalled()
  })

  it('activates an enabled plugin once, registers its views and slot entries, and loads views lazily', async () => {
    const receive = spyPlugin('receive', 'receive', 2)
    const host = hostFor([receive.manifest], { receive: true })
    await host.sync()
    await host.sync()
    expect(receive.load).toHaveBeenCalledTimes(1)
    expect(receive.activate).toHaveBeenCalledTimes(1)
    expect(receive.view).not.toHaveBeenCalled()
    expect(Object.keys(host.registry.getState().views)).toEqual(['receiveView'])
    const first = host.loadView('receiveView')
    const second = host.loadView('receiveView')
    expect(first).toBe(second)
    await expect(first).resolves.toEqual({ default: 'receive-view' })
    expect(receive.view).toHaveBeenCalledTimes(1)
  })

  it("registers a view declared without load at once, with its title, and loads it through the plugin module's views", async () => {
    let release!: () => void
    const moduleLoaded = new Promise<void>((resolve) => (release = resolve))
    const view = vi.fn(async () => ({ default: 'swap-view' }))
    const load = vi.fn(async () => {
      await moduleLoaded
      return { activate: vi.fn(), views: { Swap: view } }
    })
    const host = hostFor([definePlugin({ id: 'swap', feature: 'swaps', views: { Swap: { title: 'Swap' } }, load })], { swaps: true })
    const synced = host.sync()
    // Name and title are there before the module has loaded: a modal opened now finds the view.
    expect(host.registry.getState().viewTitles).toEqual({ Swap: 'Swap' })
    const shown = host.loadView('Swap')
    expect(view).not.toHaveBeenCalled()
    release()
    await expect(shown).resolves.toEqual({ default: 'swap-view' })
    await synced
    expect(view).toHaveBeenCalledTimes(1)
    // Activation and the view share one import of the module.
    expect(load).toHaveBeenCalledTimes(1)
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('BYD-01 never loads the module of a plugin whose flag is off for its declared views either', async () => {
    const load = vi.fn(async () => ({ activate: vi.fn(), views: { Swap: vi.fn() } }))
    const host = hostFor([definePlugin({ id: 'swap', feature: 'swaps', views: { Swap: { title: 'Swap' } }, load })], { swaps: false })
    await host.sync()
    expect(host.loadView('Swap')).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
  })

  it('reports a declared view its module has no loader for, at activation and when it is shown', async () => {
    const host = hostFor([definePlugin({ id: 'swap', views: { Swap: { title: 'Swap' } }, load: async () => ({ activate: () => undefined }) })], {})
    await host.sync()
    expect(logger.error).toHaveBeenCalledWith(missingLoader('swap', 'Swap'))
    await expect(host.loadView('Swap')).rejects.toThrow("plugin swap: no loader named Swap, in its manifest or in its module's views")
  })

  it("loads slot components and tab views the manifest names through the plugin module's views, and nothing while the flag is off", async () => {
    const widget = vi.fn(async () => ({ default: 'email-widget' }))
    const tab = vi.fn(async () => ({ default: 'tokens-tab' }))
    const load = vi.fn(async () => ({ activate: vi.fn(), views: { EmailWidget: widget, TokensTab: tab } }))
    const manifest = definePlugin({
      id: 'auth',
      feature: 'email',
      slots: { connectMethods: [{ id: 'auth-email', method: 'email', component: 'EmailWidget' }] },
      accountTabs: [{ id: 'tokens', order: 1, label: 'Tokens', view: 'TokensTab' }],
      load,
    })
    const flags = { email: false }
    const host = hostFor([manifest], flags)
    await host.sync()
    expect(load).not.toHaveBeenCalled()
    expect(host.registry.getState().slots.connectMethods).toEqual([])

    flags.email = true
    const synced = host.sync()
    // Registered in the same tick, as loaders, before the module has loaded.
    const [entry] = host.registry.getState().slots.connectMethods
    const [tabEntry] = host.registry.getState().accountTabs
    expect(entry).toMatchObject({ id: 'auth-email', method: 'email' })
    await expect(entry!.component()).resolves.toEqual({ default: 'email-widget' })
    await expect(tabEntry!.view()).resolves.toEqual({ default: 'tokens-tab' })
    await synced
    expect(load).toHaveBeenCalledTimes(1)
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('reports loaders a plugin without a module names', async () => {
    const host = hostFor([definePlugin({ id: 'receive', accountTabs: [{ id: 'tokens', order: 1, label: 'Tokens', view: 'TokensTab' }] })], {})
    await host.sync()
    expect(logger.error).toHaveBeenCalledWith(missingLoader('receive', 'TokensTab'))
    await expect(host.registry.getState().accountTabs[0]!.view()).rejects.toThrow(missingLoader('receive', 'TokensTab'))
  })

  it('publishes each run of registrations once: the manifests of one sync together, then each activation; the deactivations of one sync together', async () => {
    const plugins = [spyPlugin('send', 'f', 4), spyPlugin('onramp', 'f', 1), spyPlugin('receive', 'f', 3)]
    const flags = { f: true }
    const host = hostFor(plugins.map((p) => p.manifest), flags)
    const states: string[][] = []
    host.registry.subscribe((state) => states.push(state.accountActions.map((a) => a.id)))
    const synced = host.sync()
    // The manifests' data is there in the same tick, in one state.
    expect(states).toEqual([['onramp', 'receive', 'send']])
    await synced
    // Then one state per plugin that finished activating.
    expect(states).toHaveLength(1 + plugins.length)
    expect(host.registry.getState().active.slice().sort()).toEqual(['onramp', 'receive', 'send'])
    states.length = 0
    flags.f = false
    await host.sync()
    expect(states).toEqual([[]])
  })

  it('orders account actions by their order (onramp, swaps, receive, send)', async () => {
    const plugins = [spyPlugin('send', 'f', 4), spyPlugin('onramp', 'f', 1), spyPlugin('receive', 'f', 3), spyPlugin('swaps', 'f', 2)]
    const host = hostFor(plugins.map((p) => p.manifest), { f: true })
    await host.sync()
    expect(host.registry.getState().accountActions.map((a) => a.id)).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('BYD-01 deactivates a plugin whose flag turns off after remote features arrive', async () => {
    const flags = { swaps: true }
    const dispose = vi.fn()
    const swap = spyPlugin('swaps', 'swaps')
    swap.activate.mockReturnValue(dispose)
    const host = hostFor([swap.manifest], flags)
    await host.sync()
    flags.swaps = false
    await host.sync()
    expect(dispose).toHaveBeenCalledTimes(1)
    expect(host.registry.getState().accountActions).toEqual([])
    expect(host.registry.getState().active).toEqual([])
  })

  it('drops a plugin that registered nothing but code from the active list when its flag turns off', async () => {
    const flags = { telemetry: true }
    const activate = vi.fn()
    const host = hostFor([definePlugin({ id: 'codeOnly', feature: 'telemetry', load: async () => ({ activate }) })], flags)
    await host.sync()
    expect(host.registry.getState().active).toEqual(['codeOnly'])
    flags.telemetry = false
    await host.sync()
    expect(host.registry.getState().active).toEqual([])
  })

  it("BYD-01 never loads a plugin whose apply() turns it away from this kit's config", async () => {
    const wc = spyPlugin('walletConnect', 'any')
    const manifest = { ...wc.manifest, feature: undefined, apply: (c: ResolvedConfig) => c.enableWalletConnect }
    const off = hostFor([manifest], {}, { enableWalletConnect: false })
    await off.sync()
    expect(wc.load).not.toHaveBeenCalled()
    expect(off.registry.getState().views).toEqual({})
    const on = hostFor([manifest], {}, { enableWalletConnect: true })
    await on.sync()
    expect(wc.load).toHaveBeenCalledTimes(1)
  })

  it('reports a plugin whose load fails and keeps the others working', async () => {
    const broken = definePlugin({ id: 'broken', load: () => Promise.reject(new Error('chunk failed')) })
    const ok = spyPlugin('ok', 'ok')
    const host = hostFor([broken, ok.manifest], { ok: true })
    await host.sync()
    expect(host.registry.getState().active).toEqual(['ok'])
    expect(logger.error).toHaveBeenCalledWith('plugin broken failed to activate', expect.any(Error))
  })
})
