import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHAIN_REGISTRY, KIT_CONTAINER, createAppKit, type AppKit } from '../../../kernel'
import { ton, tonTestnet } from '../../../kernel/networks'
import { TonAdapter } from './TonAdapter'

const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

describe('TonAdapter', () => {
  it("is AppKit's `new TonAdapter()`: the ton chain plugin, in createAppKit's adapters", async () => {
    const adapter = new TonAdapter({ projectId: 'kit-project', networks: [ton] })
    expect(adapter).toBeInstanceOf(TonAdapter)
    expect(adapter).toMatchObject({ namespace: 'ton', adapterType: 'ton', projectId: 'kit-project', defaultAccountType: 'eoa' })
    expect(adapter.isAddress('0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8')).toBe(true)
    expect(adapter.walletConnectNamespace!([ton])).toEqual({ chains: ['ton:-239'], methods: ['ton_sendMessage', 'ton_signData'], events: [], rpcMap: { 'ton:-239': 'https://toncenter.com/api/v2' } })
    const kit = createAppKit({ projectId: 'kit-project', networks: [ton] as never, adapters: [adapter], basic: true, endpoints: { analytics: 'http://127.0.0.1:9', fonts: '' } })
    kits.push(kit)
    await kit.ready()
    expect(kit[KIT_CONTAINER].resolve(CHAIN_REGISTRY).find('ton')).toBe(adapter)
  })

  it('warns once about AppKit options the kit overrides, as the other adapter classes do', () => {
    const adapter = new TonAdapter({ projectId: 'other', networks: [ton, tonTestnet] })
    const warn = vi.fn()
    adapter.configure!({ projectId: 'mine', networks: [ton], logger: { warn } } as never)
    expect(warn.mock.calls.map(([w]) => w)).toEqual([
      "TonAdapter: projectId differs from createAppKit's; the kit uses createAppKit's projectId",
      "TonAdapter: ton:-3 not in createAppKit's networks; the kit offers only the networks passed to createAppKit",
    ])
  })
})
