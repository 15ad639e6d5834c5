import { describe, expect, it } from 'vitest'
import type { Connector } from '../../kernel'
import { createConnectorDiscovery } from './createConnectorDiscovery'
import { createScriptedWallet } from './testing/createScriptedWallet'
import { createTestWindow, walletInfo } from './testing/createTestWindow'
import { testMainnet, testPolygon, testSolana } from './testing/testNetworks'

const wallet = () => createScriptedWallet({ address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' })
const CONNECTOR_TYPES = ['ANNOUNCED', 'AUTH', 'MULTI_CHAIN', 'INJECTED', 'EXTERNAL', 'WALLET_CONNECT']

describe('createConnectorDiscovery', () => {
  it('CNR-07 gives each connector id, name, type, chain, chains, imageUrl, imageId, explorerId, info.rdns and provider', () => {
    const page = createTestWindow()
    const announced = wallet()
    const injected = wallet()
    const external = wallet()
    page.announce(announced, walletInfo(1))
    page.inject(injected)
    const discovery = createConnectorDiscovery({
      window: page,
      networks: [testMainnet, testPolygon, testSolana],
      connectors: [{ id: 'ledger', name: 'Ledger', provider: external, imageUrl: 'https://img.test/l.png', imageId: 'img-1', explorerId: 'explorer-1', rdns: 'com.ledger' }],
    })
    const [a, e, i] = discovery.list()
    expect(a).toEqual({
      id: 'test.wallet1', name: 'Wallet 1', type: 'ANNOUNCED', chain: 'eip155', chains: [testMainnet, testPolygon],
      imageUrl: walletInfo(1).icon, info: { rdns: 'test.wallet1', name: 'Wallet 1', icon: walletInfo(1).icon }, provider: announced,
    })
    expect(e).toEqual({
      id: 'ledger', name: 'Ledger', type: 'EXTERNAL', chain: 'eip155', chains: [testMainnet, testPolygon], imageUrl: 'https://img.test/l.png',
      imageId: 'img-1', explorerId: 'explorer-1', info: { name: 'Ledger', rdns: 'com.ledger' }, provider: external,
    })
    expect(i).toEqual({
      id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', chains: [testMainnet, testPolygon],
      imageId: '07ba87ed-43aa-4adf-4540-9e6a2b9cae00', info: { name: 'Browser Wallet' }, provider: injected,
    })
  })

  it('CNR-08 every connector type is one of the six the spec names', () => {
    const page = createTestWindow()
    page.announce(wallet(), walletInfo(1))
    page.inject(wallet())
    const discovery = createConnectorDiscovery({ window: page, connectors: [{ id: 'x', name: 'X', provider: wallet() }] })
    expect(discovery.list().map((c) => c.type)).toEqual(['ANNOUNCED', 'EXTERNAL', 'INJECTED'])
    for (const c of discovery.list()) expect(CONNECTOR_TYPES).toContain(c.type)
  })

  it('lists a wallet that is both window.ethereum and announced once, as the announced one', () => {
    const page = createTestWindow()
    const both = wallet()
    page.announce(both, walletInfo(1))
    page.announce(wallet(), walletInfo(2))
    page.inject(both)
    const list = createConnectorDiscovery({ window: page }).list()
    expect(list.map((c) => [c.id, c.type])).toEqual([['test.wallet1', 'ANNOUNCED'], ['test.wallet2', 'ANNOUNCED']])
  })

  it('lists a wallet announced twice under one rdns once, with the newest provider', () => {
    const page = createTestWindow()
    const reloaded = wallet()
    page.announce(wallet(), walletInfo(1))
    page.announce(reloaded, { ...walletInfo(1), uuid: 'another-uuid' })
    const list = createConnectorDiscovery({ window: page }).list()
    expect(list).toHaveLength(1)
    expect(list[0]!.provider).toBe(reloaded)
  })

  it('enableEIP6963: false lists no announced connector; enableInjected: false no legacy injected one', () => {
    const page = createTestWindow()
    page.announce(wallet(), walletInfo(1))
    page.inject(wallet())
    expect(createConnectorDiscovery({ window: page, enableEIP6963: false }).list().map((c) => c.type)).toEqual(['INJECTED'])
    expect(createConnectorDiscovery({ window: page, enableInjected: false }).list().map((c) => c.type)).toEqual(['ANNOUNCED'])
  })

  it('reports wallets that announce themselves or inject window.ethereum after startup', () => {
    const page = createTestWindow()
    const discovery = createConnectorDiscovery({ window: page })
    const seen: Connector[][] = []
    discovery.watch((list) => seen.push(list))
    page.announce(wallet(), walletInfo(3))
    page.inject(wallet())
    expect(seen.map((list) => list.map((c) => c.id))).toEqual([['test.wallet3'], ['test.wallet3', 'injected']])
    // The same wallet keeps the same connector object, so stores that replace by id stay stable.
    expect(seen[1]![0]).toBe(seen[0]![0])
    discovery.stop()
    page.announce(wallet(), walletInfo(4))
    expect(seen).toHaveLength(2)
  })

  it('finds nothing on a server (no window) except the host-supplied connectors', () => {
    const discovery = createConnectorDiscovery({ connectors: [{ id: 'x', name: 'X', provider: wallet() }] })
    expect(discovery.list().map((c) => c.id)).toEqual(['x'])
  })

  it('ignores announcements that are not EIP-6963 shaped', () => {
    const page = createTestWindow()
    const discovery = createConnectorDiscovery({ window: page })
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'no rdns' }, provider: wallet() } }))
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: walletInfo(5), provider: {} } }))
    expect(discovery.list()).toEqual([])
  })
})
