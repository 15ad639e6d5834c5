// AppKit 1.8's headless wallet list on the instance (fetchWallets, getWalletList,
// subscribeWalletList), against the sandbox's wallet catalogue.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAppKit, type AppKit, type AppKitOptions } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { testMainnet, testPolygon } from '../../kernel/connection/testing/testNetworks'
import { getCatalogue, startApiServer, type ApiServer } from '../api'

let server: ApiServer
const kits: AppKit[] = []
beforeAll(async () => {
  server = await startApiServer()
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})
afterAll(() => server?.close())

async function kitWith(options: Partial<AppKitOptions> = {}) {
  const kit = createAppKit({
    projectId: 'sandbox',
    networks: [testMainnet, testPolygon] as unknown as AppKitOptions['networks'],
    adapters: [createTestChainAdapter('eip155')],
    endpoints: { api: server.url, blockchainApi: server.url, analytics: server.url, fonts: '' },
    features: { analytics: false },
    ...options,
  })
  kits.push(kit)
  await kit.ready()
  return kit
}

describe('instance: headless wallet list', () => {
  it('fetchWallets loads the featured wallets and the first page; getWalletList shows them with the browser wallets first', async () => {
    const featured = getCatalogue()[5]!
    const kit = await kitWith({ featuredWalletIds: [featured.id] })
    let changes = 0
    const off = kit.subscribeWalletList(() => changes++)
    await kit.fetchWallets()
    const list = kit.getWalletList()
    expect(list.wallets[0]).toMatchObject({ id: 'test-eip155', name: 'Test Wallet (eip155)', connectors: [{ id: 'test-eip155', chain: 'eip155' }] })
    expect(list.wallets.map((w) => w.id)).toContain(featured.id)
    expect(list.wcWallets).toHaveLength(40)
    expect(list.page).toBe(1)
    expect(list.count).toBeGreaterThan(40)
    expect(kit.getWalletList()).toBe(list)
    expect(changes).toBeGreaterThan(0)

    await kit.fetchWallets({ page: 2 })
    expect(kit.getWalletList()).toMatchObject({ page: 2 })
    expect(kit.getWalletList().wcWallets).toHaveLength(80)
    off()
  })

  it('fetchWallets({ search }) lists the matches; a later fetch without it goes back to the list', async () => {
    const target = getCatalogue().find((w) => w.name === 'Rainbow')!
    const kit = await kitWith()
    await kit.fetchWallets({ search: 'Rainbow' })
    expect(kit.getWalletList().wcWallets.map((w) => w.name)).toContain('Rainbow')
    expect(kit.getWalletList().wcWallets.find((w) => w.id === target.id)?.walletInfo.website).toBe(target.homepage)
    await kit.fetchWallets()
    expect(kit.getWalletList().wcWallets).toHaveLength(40)
  })

  it('items carry AppKit 1.8\'s isInjected, isRecent and isCertified; a catalogue deep link that would run script reaches the host as null', async () => {
    const kit = await kitWith()
    // A catalogue answer a host would put in an href: one app link that runs script, one that opens an app.
    const data = [
      { id: 'hostile', name: 'Hostile', mobile_link: 'javascript:alert(document.domain)' },
      { id: 'encoded', name: 'Encoded', mobile_link: 'java\tscript:alert(1)' },
      { id: 'fine', name: 'Fine', mobile_link: 'fine://', badge_type: 'certified' },
    ]
    server.faults.set('/getWallets', { status: 200, body: { data, count: data.length } })
    try {
      await kit.fetchWallets()
    } finally {
      server.faults.clear()
    }
    const byId = Object.fromEntries(kit.getWalletList().wcWallets.map((w) => [w.id, w]))
    expect(byId.hostile?.walletInfo.deepLink).toBeNull()
    expect(byId.encoded?.walletInfo.deepLink).toBeNull()
    expect(byId.fine).toMatchObject({ isInjected: false, isRecent: false, walletInfo: { deepLink: 'fine://', isCertified: true } })
    expect(kit.getWalletList().wallets[0]).toMatchObject({ id: 'test-eip155', isInjected: true, isRecent: false })
  })
})
