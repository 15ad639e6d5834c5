import { createAppKit, type AppKit } from 'airlock'
import { mainnet } from 'airlock/networks'
import { definePlugin, type PluginContext } from 'airlock/plugin'
import { createKeplrTestWallet } from 'airlock/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { cosmosHub, cosmosTestnet } from './cosmosNetworks'
import { cosmosChain } from './index'

// A third party's tests reach the kit the way its plugins do: a probe plugin keeps its context.
function probe() {
  const seen: { ctx?: PluginContext } = {}
  const plugin = definePlugin({ id: 'probe', load: async () => ({ activate: (ctx: PluginContext) => void (seen.ctx = ctx) }) })
  return { plugin, seen }
}

let kit: AppKit | undefined
afterEach(() => kit?.destroy())

describe('cosmosChain (the plugin in a real kit)', () => {
  it('registers the cosmos adapter and the Keplr connector; connecting makes cosmos the active account', async () => {
    const wallet = createKeplrTestWallet()
    const { plugin, seen } = probe()
    kit = createAppKit({
      projectId: 'cosmos-example',
      networks: [cosmosHub, cosmosTestnet],
      plugins: [cosmosChain({ getWallet: () => wallet }), plugin],
      basic: true,
      endpoints: { fonts: '', analytics: 'http://127.0.0.1:9' },
    })
    await kit.ready()
    const ctx = seen.ctx!
    expect(ctx.chains.namespaces()).toContain('cosmos')
    const connector = ctx.stores.connectors.getConnector('keplr', 'cosmos')
    expect(connector?.name).toBe(wallet.name)

    await ctx.connection.connect({ connector: connector! })
    expect(kit.getActiveChainNamespace()).toBe('cosmos')
    expect(kit.getCaipAddress()).toBe(`cosmos:cosmoshub-4:${wallet.bech32Address}`)
    expect(kit.getProvider('cosmos')).toBe(connector!.provider)

    // Registered through the plugin context, so tearing the kit down takes it all away.
    kit.destroy()
    kit = undefined
    expect(ctx.chains.has('cosmos')).toBe(false)
    expect(ctx.stores.connectors.getConnector('keplr', 'cosmos')).toBeUndefined()
  })

  it('a kit without a cosmos network never loads the adapter (apply)', async () => {
    const { plugin, seen } = probe()
    kit = createAppKit({
      projectId: 'cosmos-example',
      networks: [mainnet],
      plugins: [cosmosChain({ getWallet: () => createKeplrTestWallet() }), plugin],
      basic: true,
      endpoints: { fonts: '', analytics: 'http://127.0.0.1:9' },
    })
    await kit.ready()
    expect(seen.ctx!.chains.has('cosmos')).toBe(false)
    expect(seen.ctx!.stores.plugins.getState().active).not.toContain('cosmos')
  })
})
