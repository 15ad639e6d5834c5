import { afterEach, describe, expect, it, vi } from 'vitest'
import { KIT_CONTAINER, PLUGIN_HOST, createAppKit, orderAccountActions, type AppKit, type PluginManifest } from '../../kernel'
import { mainnet } from '../../kernel/networks'
import { ONRAMP_STORE, onramp } from './index'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((k) => k.destroy()))

const kitWith = (plugin: PluginManifest, features: Record<string, unknown>) => {
  const kit = createAppKit({
    projectId: 'onramp-test',
    networks: [mainnet],
    // A closed loopback port: the remote config fails at once, never reaching out.
    endpoints: { fonts: '', api: 'http://127.0.0.1:9' },
    plugins: [plugin],
    features,
  })
  kits.push(kit)
  return kit
}

describe('onramp manifest', () => {
  it('ONR-01 the account view offers Buy, first in the wallet feature order, on eip155 and solana (ONR-21)', () => {
    expect(onramp.accountActions).toEqual([expect.objectContaining({ id: 'onramp', view: 'OnRampProviders', label: 'Buy', namespaces: ['eip155', 'solana'] })])
    const ordered = orderAccountActions(
      [{ id: 'send', view: 'WalletSend' }, { id: 'receive', view: 'WalletReceive' }, ...onramp.accountActions],
      ['onramp', 'swaps', 'receive', 'send'],
    )
    expect(ordered[0]!.id).toBe('onramp')
  })

  it('ONR-02 with the onramp flag off nothing of the plugin loads and no Buy action exists', async () => {
    const load = vi.fn(onramp.load)
    const views = Object.fromEntries(Object.keys(onramp.views).map((name) => [name, vi.fn()]))
    const kit = kitWith({ ...onramp, load, views }, { onramp: false })
    await kit.ready()
    const c = kit[KIT_CONTAINER]
    const registry = c.resolve(PLUGIN_HOST).registry.getState()
    expect(registry.accountActions).toEqual([])
    expect(registry.views.OnRampProviders).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    for (const view of Object.values(views)) expect(view).not.toHaveBeenCalled()
    expect(c.isRegistered(ONRAMP_STORE)).toBe(false)
  })
})
