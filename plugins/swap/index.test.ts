// The swap manifest in a real headless kit: its Account action, its views and the `swaps` flag.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KIT_CONTAINER, PLUGIN_HOST, createAppKit, definePlugin, type AppKit, type AppKitOptions } from '../../kernel'
import { mainnet } from '../../kernel/networks'
import { swap } from './index'

const kits: AppKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

async function registryOf(options: Partial<AppKitOptions>) {
  const kit = createAppKit({ projectId: 'test', networks: [mainnet], ...options, features: { analytics: false, ...options.features } })
  kits.push(kit)
  await kit.ready()
  return kit[KIT_CONTAINER].resolve(PLUGIN_HOST).registry.getState()
}

// A closed loopback port: the remote config fails at once and the kit falls back to its default
// remote features, where swaps are on (FEAT-12); nothing leaves the machine.
const unreachable = { api: 'http://127.0.0.1:9', blockchainApi: 'http://127.0.0.1:9', analytics: 'http://127.0.0.1:9', fonts: '' }

describe('swap manifest', () => {
  it('SWAP-01 the Account view offers swap (id swaps, on eip155) with its three views and AppKit titles', async () => {
    const registry = await registryOf({ plugins: [swap], endpoints: unreachable })
    expect(registry.accountActions).toEqual([{ id: 'swaps', view: 'Swap', label: 'Swap', namespaces: ['eip155'] }])
    expect(registry.viewTitles).toMatchObject({ Swap: 'Swap', SwapSelectToken: 'Select token', SwapPreview: 'Preview swap' })
    expect(registry.active).toContain('swap')
  })

  it('SWAP-02 swap is offered only when the swaps flag is on; off, nothing of it is loaded', async () => {
    // The views' loaders are in the plugin's module: nothing of it loads unless `load` is called.
    const activate = vi.fn(swap.load!)
    const spied = definePlugin({ ...swap, load: activate })
    // Basic mode: the remote features, swaps among them, are off.
    const off = await registryOf({ plugins: [spied], basic: true })
    expect(off.accountActions).toEqual([])
    expect(off.views.Swap).toBeUndefined()
    expect(off.active).not.toContain('swap')
    expect(activate).not.toHaveBeenCalled()
    expect(swap.feature).toBe('swaps')
  })
})
