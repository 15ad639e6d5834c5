// How the eip155 plugin finds wallets on a page, against the sandbox devnets: EIP-6963
// announcements and the legacy window.ethereum from the browser test wallets (in Node, the page
// is an EventTarget, which is all these two mechanisms use). The multisig host app is in
// eip155Multisig.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eip155Adapter, type Eip155Adapter, type Eip155Window } from '../../chains/eip155'
import { CONNECTORS_STORE, KIT_CONTAINER, createAppKit, loadService, type AppKit, type CaipNetwork, type Connector } from '../../kernel'
import { DEFAULT_PROJECT_ID, announceEip6963, createEip1193TestWallet, startSandbox, type Sandbox } from '../testing'
import { injectWindowEthereum } from '../wallets/browser/injectWindowEthereum'

let sandbox: Sandbox<'api' | 'evm'>
let mainnet: CaipNetwork
let polygon: CaipNetwork
const cleanups: (() => void)[] = []
const kits: AppKit[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ services: ['api', 'evm'] })
  ;[mainnet, polygon] = sandbox.networks as [CaipNetwork, CaipNetwork]
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(() => sandbox?.close())

const wallet = (account: number, n = account) =>
  createEip1193TestWallet({
    privateKey: sandbox.accounts.evm[account]!.privateKey,
    rpcUrls: sandbox.urls.evm,
    name: `Airlock Test Wallet ${n}`,
    rdns: `dev.airlock.testwallet${n}`,
  })
const info = (w: ReturnType<typeof wallet>, n: number) => ({ uuid: `0000000${n}-0000-4000-8000-000000000000`, name: w.name, icon: w.icon, rdns: w.rdns })

function adapterOn(page: Eip155Window, options: Parameters<typeof eip155Adapter>[0] = {}): Eip155Adapter {
  const adapter = eip155Adapter({ window: page, networks: [mainnet, polygon], ...options })
  cleanups.push(() => adapter.destroy())
  return adapter
}

/** An adapter used without a kit: its discovery starts with its loaded code, as a kit's startup loads it. */
async function loadedAdapterOn(page: Eip155Window, options: Parameters<typeof eip155Adapter>[0] = {}): Promise<Eip155Adapter> {
  const adapter = adapterOn(page, options)
  await loadService(adapter)
  return adapter
}

describe('EVM wallets on the page', () => {
  it('lists two announced wallets once each, even when one is also window.ethereum', async () => {
    const page = new EventTarget() as Eip155Window
    const [one, two] = [wallet(0, 1), wallet(1, 2)]
    cleanups.push(announceEip6963(one, info(one, 1), page), announceEip6963(two, info(two, 2), page))
    injectWindowEthereum(one, page as never)
    const connectors = (await loadedAdapterOn(page)).getConnectors()
    expect(connectors.map((c) => [c.id, c.type, c.name])).toEqual([
      ['dev.airlock.testwallet1', 'ANNOUNCED', 'Airlock Test Wallet 1'],
      ['dev.airlock.testwallet2', 'ANNOUNCED', 'Airlock Test Wallet 2'],
    ])
    expect(connectors[0]).toMatchObject({ chain: 'eip155', chains: [mainnet, polygon], imageUrl: one.icon, info: { rdns: one.rdns }, provider: one })
  })

  it('CNR-02 a visitor connects an announced wallet', async () => {
    const page = new EventTarget() as Eip155Window
    const announced = wallet(1, 2)
    cleanups.push(announceEip6963(announced, info(announced, 2), page))
    const adapter = await loadedAdapterOn(page)
    const connector = adapter.getConnectors()[0]!
    expect(connector.type).toBe('ANNOUNCED')
    const connection = await adapter.connect({ connector, network: polygon })
    expect(connection).toMatchObject({ address: announced.address, caipNetwork: polygon })
    expect(announced.chainId).toBe(137)
  })

  it('CNR-01 a visitor connects a browser-injected wallet', async () => {
    const page = new EventTarget() as Eip155Window
    const injected = wallet(2)
    injectWindowEthereum(injected, page as never)
    const adapter = await loadedAdapterOn(page)
    const connector = adapter.getConnectors()[0]!
    expect(connector).toMatchObject({ id: 'injected', type: 'INJECTED', provider: injected })
    expect(await adapter.connect({ connector, network: mainnet })).toMatchObject({ address: injected.address, caipNetwork: mainnet })
  })

  it('a kit lists late announcements, and none at all with enableEIP6963: false', async () => {
    const page = new EventTarget() as Eip155Window
    const kit = createAppKit({ projectId: DEFAULT_PROJECT_ID, networks: [mainnet, polygon], endpoints: sandbox.endpoints, adapters: [adapterOn(page)] })
    kits.push(kit)
    await kit.ready()
    const store = kit[KIT_CONTAINER].resolve(CONNECTORS_STORE)
    expect(store.getState().connectors).toEqual([])
    const late = wallet(3)
    cleanups.push(announceEip6963(late, info(late, 3), page))
    expect(store.getState().connectors.map((c: Connector) => c.id)).toEqual([late.rdns])

    const quiet = new EventTarget() as Eip155Window
    cleanups.push(announceEip6963(late, info(late, 3), quiet))
    injectWindowEthereum(wallet(4), quiet as never)
    const noAnnounced = await loadedAdapterOn(quiet, { enableEIP6963: false })
    expect(noAnnounced.getConnectors().map((c) => c.type)).toEqual(['INJECTED'])
    expect((await loadedAdapterOn(quiet, { enableInjected: false })).getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED'])
  })
})
