// A real headless kit with the address book and the EVM chain plugin, connected to the sandbox's
// EIP-1193 test wallet (a browser extension cannot run here). A probe plugin keeps the context,
// which is how a third party's test reaches the kit: the SDK, not the kit's internals.
import { createAppKit, type AppKit, type AppKitOptions } from 'airlock'
import { eip155Adapter, type Eip155Window } from 'airlock/chains/eip155'
import { mainnet } from 'airlock/networks'
import { definePlugin, type PluginContext } from 'airlock/plugin'
import { createEip1193TestWallet, DEVNET_ACCOUNTS } from 'airlock/testing'
import { addressBook } from '../index'

export interface TestKit {
  kit: AppKit
  ctx: PluginContext
  address: string
  connect(): Promise<void>
}

export async function startTestKit(features: Record<string, boolean> = {}, options: Pick<AppKitOptions, 'locale'> = {}): Promise<TestKit> {
  const wallet = createEip1193TestWallet({ privateKey: DEVNET_ACCOUNTS[0]!.privateKey, rpcUrls: { 1: 'http://127.0.0.1:9' } })
  const seen: { ctx?: PluginContext } = {}
  const probe = definePlugin({ id: 'probe', load: async () => ({ activate: (ctx: PluginContext) => void (seen.ctx = ctx) }) })
  const kit = createAppKit({
    projectId: 'address-book-example',
    networks: [mainnet],
    adapters: [eip155Adapter({ enableEIP6963: false, window: Object.assign(new EventTarget(), { ethereum: wallet }) as unknown as Eip155Window })],
    plugins: [addressBook, probe],
    basic: true,
    endpoints: { fonts: '', analytics: 'http://127.0.0.1:9' },
    // These tests render the plugin's own views: the modal's code is not fetched on idle, so no
    // import is still under way when a test's environment is torn down.
    modalPreload: 'open',
    // A plugin's own flag is not in AppKit's Features type (see the README), hence the cast.
    features: features as AppKitOptions['features'],
    ...options,
  })
  await kit.ready()
  const ctx = seen.ctx!
  return {
    kit,
    ctx,
    address: wallet.address,
    async connect() {
      const connector = ctx.stores.connectors.getState().connectors.find((c) => c.chain === 'eip155')!
      await ctx.connection.connect({ connector })
    },
  }
}
