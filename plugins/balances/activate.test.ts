// When the balances plugin refreshes, in a real headless kit. The service's refresh is spied on
// (it still runs); endpoints point at a closed loopback port, so nothing leaves the machine.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUS, KIT_CONTAINER, PLUGIN_HOST, createAppKit, type AppKit } from '../../kernel'
import { mainnet, polygon } from '../../kernel/networks'
import { balances } from './index'
import { BALANCES } from './tokens'

const DEAD = 'http://127.0.0.1:9'
const kits: AppKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

async function setup() {
  const kit = createAppKit({
    projectId: 'test',
    networks: [mainnet, polygon],
    basic: true,
    features: { analytics: false },
    endpoints: { api: DEAD, blockchainApi: DEAD },
    plugins: [balances],
  })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  const service = c.resolve(BALANCES)
  const refresh = vi.spyOn(service, 'refresh')
  return { c, refresh, bus: c.resolve(BUS) }
}

describe('balances activate', () => {
  it('BAL-01 has no feature flag: the Tokens tab (order 1) is there whenever the plugin is passed', async () => {
    expect(balances).not.toHaveProperty('feature')
    const { c } = await setup()
    const { accountTabs, active } = c.resolve(PLUGIN_HOST).registry.getState()
    expect(active).toContain('balances')
    expect(accountTabs.map(({ id, order, label }) => ({ id, order, label }))).toEqual([{ id: 'tokens', order: 1, label: 'Tokens' }])
  })

  it('refreshes a namespace after it connects and after a network change', async () => {
    const { bus, refresh } = await setup()
    bus.emit('connected', 'eip155', '0x1111111111111111111111111111111111111111')
    bus.emit('networkChanged', 'eip155:137')
    bus.emit('networkChanged', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(refresh.mock.calls.map((call) => call[0])).toEqual(['eip155', 'eip155', 'solana'])
  })

  it('refreshes the namespace the Account view was shown for', async () => {
    const { bus, refresh } = await setup()
    bus.emit('accountViewShown', 'eip155', '0x1111111111111111111111111111111111111111')
    expect(refresh.mock.calls.map((call) => call[0])).toEqual(['eip155'])
  })

  it('refreshes past the caches after a send or a swap succeeded', async () => {
    const { bus, refresh } = await setup()
    bus.emit('track', { type: 'track', event: 'SEND_SUCCESS' })
    bus.emit('track', { type: 'track', event: 'SWAP_SUCCESS' })
    bus.emit('track', { type: 'track', event: 'MODAL_OPEN' })
    expect(refresh.mock.calls).toEqual([
      ['eip155', { force: true }],
      ['eip155', { force: true }],
    ])
  })

  it('stops listening when deactivated', async () => {
    const { c, bus, refresh } = await setup()
    c.resolve(PLUGIN_HOST).dispose()
    bus.emit('connected', 'eip155', '0x1111111111111111111111111111111111111111')
    expect(refresh).not.toHaveBeenCalled()
  })
})
