import { describe, expect, it, vi } from 'vitest'
import { createTestChainAdapter, createTestConnector } from '../connection/testing/testChainAdapter'
import * as T from '../tokens'
import { ServiceUnavailableError } from './createServiceDirectory'
import type { PluginContext } from './pluginContext'
import { createTestPluginHost } from './testing/createTestPluginHost'
import { definePlugin, type PluginModule } from './types'

const view = async () => ({ default: () => null })
const component = async () => ({ default: () => null })
const GREETER = T.createToken<{ hello(): string }>('test.greeter')

/** A plugin that uses every registration the context offers, and records what ran. */
function everythingPlugin(feature = 'everything') {
  const ran: string[] = []
  const module: PluginModule = {
    activate(ctx: PluginContext) {
      ctx.registerView('ExtraView', { load: view, title: 'Extra' })
      ctx.registerAccountAction({ id: 'extra', view: 'ExtraView', label: 'Extra' })
      ctx.registerAccountTab({ id: 'extraTab', order: 9, label: 'Extra', view })
      ctx.registerSlot('connectMethods', { id: 'extraLogin', method: 'email', component })
      ctx.registerSlot('accountHeader', { id: 'extraHeader', label: 'Extra', view: 'ExtraView' })
      ctx.registerSlot('accountSettings', { id: 'extraRow', label: 'Extra setting', view: 'ExtraView' })
      ctx.registerSlot('overlay', { id: 'extraOverlay', component })
      ctx.registerChain(
        Object.assign(createTestChainAdapter('cosmos'), { getConnectors: () => [createTestConnector('cosmos', { id: 'keplr-test' })] }),
      )
      ctx.registerConnector(createTestConnector('eip155', { id: 'extra-connector' }))
      ctx.provide(GREETER, { hello: () => 'hi' })
      ctx.on('accountViewShown', () => ran.push('bus'))
      ctx.hooks.closeGuards.add(() => true)
      ctx.hooks.modalClose.add(() => ran.push('modalClose'))
      ctx.hooks.disconnectAll.add(() => void ran.push('disconnectAll'))
      ctx.hooks.signInGates.add({ isRequired: () => true, hasSession: () => false })
      ctx.hooks.rpcInterceptors.add((_request, next) => next())
      ctx.hooks.authReload.add(() => ran.push('authReload'))
      ctx.onDispose(() => ran.push('disposed'))
    },
  }
  const manifest = definePlugin({
    id: 'everything',
    feature,
    views: { ManifestView: { load: view, title: (data) => data?.wallet?.name ?? 'Manifest' } },
    slots: { accountSettings: [{ id: 'manifestRow', label: 'From the manifest', view: 'ManifestView' }] },
    load: async () => module,
  })
  return { manifest, ran }
}

function snapshot(made: ReturnType<typeof createTestPluginHost>) {
  const { container: c, host } = made
  const state = host.registry.getState()
  const hooks = c.resolve(T.KIT_HOOKS)
  return {
    views: Object.keys(state.views).sort(),
    titles: Object.keys(state.viewTitles).sort(),
    actions: state.accountActions.map((a) => a.id),
    tabs: state.accountTabs.map((t) => t.id),
    slots: Object.fromEntries(Object.entries(state.slots).map(([slot, entries]) => [slot, entries.map((e) => e.id)])),
    chains: c.resolve(T.CHAIN_REGISTRY).namespaces(),
    connectors: c.resolve(T.CONNECTORS_STORE).getState().connectors.map((x) => x.id).sort(),
    service: c.resolve(T.SERVICES).find(GREETER)?.hello(),
    hooks: Object.fromEntries(Object.entries(hooks).map(([name, registry]) => [name, registry.list().length])),
    busListeners: c.resolve(T.BUS).listenerCount('accountViewShown'),
    active: state.active,
  }
}

describe('reversible activation', () => {
  it('BYD-15 deactivation undoes every registration the plugin made', async () => {
    const flags = { everything: true }
    const { manifest, ran } = everythingPlugin()
    const made = createTestPluginHost([manifest], flags)
    const empty = snapshot(made)
    await made.host.sync()

    const on = snapshot(made)
    expect(on).toMatchObject({
      views: ['ExtraView', 'ManifestView'],
      titles: ['ExtraView', 'ManifestView'],
      actions: ['extra'],
      tabs: ['extraTab'],
      slots: { connectMethods: ['extraLogin'], accountHeader: ['extraHeader'], accountSettings: ['manifestRow', 'extraRow'], overlay: ['extraOverlay'] },
      chains: ['cosmos'],
      connectors: ['extra-connector', 'keplr-test'],
      service: 'hi',
      hooks: { closeGuards: 1, modalClose: 1, disconnectAll: 1, signInGates: 1, rpcInterceptors: 1, authReload: 1 },
      busListeners: 1,
      active: ['everything'],
    })
    // The controller's code loads on this first call (a kit's startup would have loaded it).
    await made.container.resolve(T.MODAL_CONTROLLER).close()
    expect(ran).toContain('modalClose')

    flags.everything = false
    await made.host.sync()
    expect(snapshot(made)).toEqual(empty)
    expect(ran).toContain('disposed')
    // A view that resolved the service before sees a clear error now, not a stale object.
    expect(() => made.container.resolve(GREETER)).toThrow(ServiceUnavailableError)
    expect(() => made.container.resolve(GREETER)).toThrow('Service airlock.test.greeter is not available: the plugin that provides it is not active')
  })

  it('BYD-15 destroying the kit (host dispose) undoes every registration too', async () => {
    const { manifest } = everythingPlugin()
    const made = createTestPluginHost([manifest], { everything: true })
    const empty = snapshot(made)
    await made.host.sync()
    made.host.dispose()
    expect(snapshot(made)).toEqual(empty)
  })

  it('BYD-15 an activation that finishes after its flag turned off is undone', async () => {
    const flags = { everything: true }
    const { manifest, ran } = everythingPlugin()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow = { ...manifest, load: async () => (await gate, manifest.load()) }
    const made = createTestPluginHost([slow], flags)
    const empty = snapshot(made)
    const first = made.host.sync()
    flags.everything = false
    await made.host.sync()
    release()
    await first
    expect(snapshot(made)).toEqual(empty)
    expect(ran).not.toContain('bus')
  })

  it('BYD-15 registrations made after deactivation (a late async step) are undone at once', async () => {
    const flags = { late: true }
    let ctxRef: PluginContext | undefined
    const manifest = definePlugin({ id: 'late', feature: 'late', load: async () => ({ activate: (ctx: PluginContext) => void (ctxRef = ctx) }) })
    const made = createTestPluginHost([manifest], flags)
    await made.host.sync()
    flags.late = false
    await made.host.sync()
    ctxRef!.registerView('LateView', view)
    ctxRef!.hooks.modalClose.add(() => {})
    expect(made.host.registry.getState().views).toEqual({})
    expect(made.container.resolve(T.KIT_HOOKS).modalClose.list()).toHaveLength(0)
  })

  it('two plugins joining the same registries both run, and one leaving keeps the other', async () => {
    const flags = { a: true, b: true }
    const calls: string[] = []
    const joiner = (id: string) =>
      definePlugin({
        id,
        feature: id,
        load: async () => ({
          activate(ctx: PluginContext) {
            ctx.hooks.modalClose.add(() => calls.push(`${id}:close`))
            ctx.hooks.disconnectAll.add(() => void calls.push(`${id}:disconnect`))
            ctx.hooks.closeGuards.add((v) => id === 'a' && v === 'Account')
          },
        }),
      })
    const made = createTestPluginHost([joiner('a'), joiner('b')], flags)
    await made.host.sync()
    const modal = made.container.resolve(T.MODAL_CONTROLLER)
    // The controller's code loads on this first call (a kit's startup would have loaded it).
    await modal.close()
    expect(calls.sort()).toEqual(['a:close', 'b:close'])
    made.container.resolve(T.ROUTER).reset('Account')
    expect(modal.isCloseDisabled()).toBe(true)

    flags.a = false
    await made.host.sync()
    calls.length = 0
    modal.close()
    expect(calls).toEqual(['b:close'])
    made.container.resolve(T.ROUTER).reset('Account')
    expect(modal.isCloseDisabled()).toBe(false)
  })

  it('a slot entry appears and disappears with its plugin flag', async () => {
    const flags = { names: false }
    const names = definePlugin({
      id: 'names',
      feature: 'names',
      slots: { accountSettings: [{ id: 'chooseName', label: 'Choose name', view: 'RegisterAccountName' }] },
    })
    const made = createTestPluginHost([names], flags)
    const rows = () => made.host.registry.getState().slots.accountSettings.map((row) => row.id)
    await made.host.sync()
    expect(rows()).toEqual([])
    flags.names = true
    await made.host.sync()
    expect(rows()).toEqual(['chooseName'])
    flags.names = false
    await made.host.sync()
    expect(rows()).toEqual([])
  })

  it('an entry registered again under its id keeps its place, so the buttons beside it do not move; undoing it brings the first back', async () => {
    let again: (() => void) | undefined
    const first = definePlugin({
      id: 'first',
      feature: 'first',
      slots: { accountHeader: [{ id: 'activity', label: 'Activity', view: 'Transactions' }] },
      load: async () => ({ activate: (ctx: PluginContext) => void (again = ctx.registerSlot('accountHeader', { id: 'activity', label: 'Activity everywhere', view: 'Transactions' })) }),
    })
    const second = definePlugin({ id: 'second', feature: 'second', slots: { accountHeader: [{ id: 'wallets', label: 'Wallets', view: 'ProfileWallets' }] } })
    const made = createTestPluginHost([first, second], { first: true, second: true })
    await made.host.sync()
    const header = () => made.host.registry.getState().slots.accountHeader.map((entry) => `${entry.id}:${entry.label}`)
    expect(header()).toEqual(['activity:Activity everywhere', 'wallets:Wallets'])
    again!()
    expect(header()).toEqual(['activity:Activity', 'wallets:Wallets'])
  })

  it('a plugin view replacing a core view gives it back when the plugin goes', async () => {
    const core = definePlugin({ id: 'core', views: { Connect: view } })
    const custom = async () => ({ default: () => 'custom' })
    const flags = { custom: true }
    const made = createTestPluginHost([core, definePlugin({ id: 'custom', feature: 'custom', views: { Connect: { load: custom, title: 'Sign up' } } })], flags)
    await made.host.sync()
    expect(made.host.registry.getState().views.Connect).toBe(custom)
    expect(made.host.registry.getState().viewTitles.Connect).toBe('Sign up')
    flags.custom = false
    await made.host.sync()
    expect(made.host.registry.getState().views.Connect).toBe(view)
    expect(made.host.registry.getState().viewTitles.Connect).toBeUndefined()
  })

  it('gives each plugin storage under its own prefix and a logger named after it', async () => {
    let ctxRef: PluginContext | undefined
    const manifest = definePlugin({ id: 'keeper', load: async () => ({ activate: (ctx: PluginContext) => void (ctxRef = ctx) }) })
    const made = createTestPluginHost([manifest], {})
    await made.host.sync()
    ctxRef!.storage.set('draft', { amount: '1' })
    expect(made.container.resolve(T.STORAGE).get('plugin:keeper:draft')).toEqual({ amount: '1' })
    expect(ctxRef!.storage.get('draft')).toEqual({ amount: '1' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    ctxRef!.logger.warn('careful')
    expect(warn).toHaveBeenCalledWith('[airlock:keeper]', 'careful')
    warn.mockRestore()
  })
})
