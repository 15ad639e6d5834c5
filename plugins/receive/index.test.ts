// The receive manifest in a real headless kit: its Account action and the `receive` flag.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KIT_CONTAINER, PLUGIN_HOST, createAppKit, definePlugin, orderAccountActions, type AppKit, type AppKitOptions } from '../../kernel'
import { mainnet } from '../../kernel/networks'
import { receive } from './index'

const kits: AppKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

async function registryOf(options: Partial<AppKitOptions>) {
  const kit = createAppKit({ projectId: 'test', networks: [mainnet], basic: true, ...options, features: { analytics: false, ...options.features } })
  kits.push(kit)
  await kit.ready()
  return kit[KIT_CONTAINER].resolve(PLUGIN_HOST).registry.getState()
}

// Data-only stand-ins for the other Account actions' plugins, to check the order among them.
const stub = (id: string, order: number) => definePlugin({ id, accountActions: [{ id, order, view: id }] })

describe('receive manifest', () => {
  it('RECV-01 the Account view offers receive, third in the order onramp, swaps, receive, send', async () => {
    const registry = await registryOf({ plugins: [stub('send', 4), receive, stub('onramp', 1), stub('swaps', 2)] })
    // The shell orders the row by features.walletFeaturesOrder (default onramp, swaps, receive, send).
    expect(orderAccountActions(registry.accountActions, ['onramp', 'swaps', 'receive', 'send']).map((a) => a.id)).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(registry.accountActions.find((a) => a.id === 'receive')).toEqual({ id: 'receive', view: 'WalletReceive', label: 'Receive' })
    expect(Object.keys(registry.views)).toContain('WalletReceive')
    expect(registry.viewTitles.WalletReceive).toBe('Receive')
  })

  it('RECV-02 receive is offered only when the receive flag is on; off, its view is never loaded', async () => {
    const load = vi.fn(receive.views.WalletReceive.load)
    const spied = definePlugin({ ...receive, views: { WalletReceive: { ...receive.views.WalletReceive, load } } })
    const off = await registryOf({ plugins: [spied], features: { receive: false } })
    expect(off.accountActions).toEqual([])
    expect(off.views.WalletReceive).toBeUndefined()
    expect(off.active).not.toContain('receive')
    expect(load).not.toHaveBeenCalled()

    const on = await registryOf({ plugins: [spied] }) // FEAT-10: receive is on by default
    expect(on.accountActions.map((a) => a.id)).toEqual(['receive'])
    expect(receive.feature).toBe('receive')
  })
})
