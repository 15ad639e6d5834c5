import { createConnector } from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit, type AppKit } from '../../../kernel'
import { mainnet, polygon, solana } from '../../../kernel/networks'
import { WagmiAdapter } from './WagmiAdapter'

const kits: AppKit[] = []
afterEach(() => {
  kits.splice(0).forEach((kit) => kit.destroy())
  vi.restoreAllMocks()
})
// Startup fetches nothing in basic mode; analytics points at a closed port.
const kitWith = (adapter: WagmiAdapter) => {
  const kit = createAppKit({ projectId: 'p', networks: [mainnet, polygon], adapters: [adapter], basic: true, endpoints: { analytics: 'http://127.0.0.1:9' } })
  kits.push(kit)
  return kit
}

describe('WagmiAdapter', () => {
  it("is the kit's eip155 chain plugin: namespace, address rules, connect and switch", () => {
    const adapter = new WagmiAdapter({ networks: [mainnet, polygon, solana], projectId: 'p', storage: null })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.isAddress('0x000000000000000000000000000000000000dEaD')).toBe(true)
    expect(adapter.isAddress('not an address')).toBe(false)
    expect([adapter.connect, adapter.disconnect, adapter.switchNetwork, adapter.sendTransaction].every((f) => typeof f === 'function')).toBe(true)
    // Solana is another adapter's: the networks and wagmi's chains are the eip155 ones.
    expect(adapter.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:137'])
    expect(adapter.wagmiChains.map((c) => c.id)).toEqual([1, 137])
    adapter.destroy()
  })

  it("lists the host's wagmi connectors as the kit's EXTERNAL wallets, not in wagmi's own list", () => {
    const host = createConnector(() => ({
      id: 'host-wallet',
      name: 'Host Wallet',
      icon: 'data:image/png;base64,AA==',
      type: 'host',
      getProvider: async () => ({ request: async () => [] }),
      connect: async () => ({ accounts: [] as never, chainId: 1 }),
      disconnect: async () => undefined,
      getAccounts: async () => [],
      getChainId: async () => 1,
      isAuthorized: async () => false,
      onAccountsChanged: () => undefined,
      onChainChanged: () => undefined,
      onDisconnect: () => undefined,
    }))
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'p', connectors: [host], storage: null })
    expect(adapter.getConnectors().find((c) => c.id === 'host-wallet')).toMatchObject({
      name: 'Host Wallet',
      type: 'EXTERNAL',
      chain: 'eip155',
      imageUrl: 'data:image/png;base64,AA==',
    })
    expect(adapter.wagmiConfig.connectors.map((c) => c.id)).toEqual(['airlock'])
    adapter.destroy()
  })

  it("warns once that AppKit's pendingTransactionsFilter is not supported, when a kit registers the adapter", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'p', storage: null, pendingTransactionsFilter: { enable: true } })
    await kitWith(adapter).ready()
    const lines = warn.mock.calls.map((args) => args.join(' ')).filter((line) => line.includes('pendingTransactionsFilter'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('not supported by Airlock')
  })

  it('registered with a kit, wagmi starts on the kit\'s selected network and follows its selection while disconnected', async () => {
    const adapter = new WagmiAdapter({ networks: [mainnet, polygon], projectId: 'p', storage: null })
    const kit = kitWith(adapter)
    await kit.ready()
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    await kit.switchNetwork(polygon)
    expect(adapter.wagmiConfig.state.chainId).toBe(137)
  })
})
