import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit, KIT_CONTAINER, CHAIN_REGISTRY, type AppKit } from '../../../kernel'
import { loadService } from '../../../kernel/plugin'
import { createScriptedWallet } from '../testing/createScriptedWallet'
import { createTestWindow, walletInfo } from '../testing/createTestWindow'
import { testMainnet, testPolygon } from '../testing/testNetworks'
import { EthersAdapter } from './EthersAdapter'

const ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const kits: AppKit[] = []
afterEach(() => kits.splice(0).forEach((kit) => kit.destroy()))

describe('EthersAdapter', () => {
  it("is AppKit's `new EthersAdapter()`: an eip155 chain plugin with AppKit's adapter type", () => {
    const adapter = new EthersAdapter()
    expect(adapter).toBeInstanceOf(EthersAdapter)
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.adapterType).toBe('ethers')
    expect(adapter.defaultAccountType).toBe('eoa')
    expect(adapter.isAddress(ADDRESS)).toBe(true)
    expect(adapter.isAddress('7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs')).toBe(false)
    // Two instances share nothing.
    expect(new EthersAdapter().getConnectors).not.toBe(adapter.getConnectors)
  })

  it('goes in `adapters: [...]`: the kit registers it and lists the wallets it finds on the page', async () => {
    const page = createTestWindow()
    page.announce(createScriptedWallet({ address: ADDRESS }), walletInfo(1))
    const adapter = new EthersAdapter({ window: page })
    const kit = createAppKit({
      projectId: 'test-project',
      networks: [testMainnet, testPolygon] as never,
      adapters: [adapter],
      basic: true,
      endpoints: { analytics: 'http://127.0.0.1:9', fonts: '' },
    })
    kits.push(kit)
    await kit.ready()
    expect(kit[KIT_CONTAINER].resolve(CHAIN_REGISTRY).find('eip155')).toBe(adapter)
    expect(kit.getConnectors('eip155').map((c) => [c.name, c.type])).toContainEqual(['Wallet 1', 'ANNOUNCED'])
  })

  it("connects and hands out the wallet's EIP-1193 provider, the one ethers' BrowserProvider wraps", async () => {
    const wallet = createScriptedWallet({ address: ADDRESS })
    const adapter = new EthersAdapter({ connectors: [{ id: 'scripted', name: 'Scripted', provider: wallet }], networks: [testMainnet, testPolygon] })
    // Discovery starts with the adapter's loaded code, as the kit's startup loads it.
    await loadService(adapter)
    const connector = adapter.getConnectors().find((c) => c.id === 'scripted')!
    const connection = await adapter.connect({ connector, network: testMainnet })
    expect(connection.address).toBe(ADDRESS)
    expect(adapter.getProvider()).toBe(wallet)
    await adapter.disconnect({ connector })
    expect(adapter.getProvider()).toBeUndefined()
  })
})
