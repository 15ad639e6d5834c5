// AppKit 1.8's headless wallet list on the instance (fetchWallets, getWalletList,
// subscribeWalletList), against the sandbox's wallet catalogue.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAppKit, type AppKit, type AppKitOptions } from '../../kernel'
import { createTestChainAdapter, createTestConnector } from '../../kernel/connection/testing/testChainAdapter'
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

  it("fetchWallets applies AppKit 1.8's entries, badge, include, exclude, includePayOnly and sort to that request", async () => {
    const catalogue = getCatalogue()
    const kit = await kitWith()
    const list = () => kit.getWalletList().wcWallets
    const last = () => server.requests.last('/getWallets')!.query

    await kit.fetchWallets({ entries: 7 })
    expect(list()).toHaveLength(7)
    expect(last().entries).toBe('7')

    await kit.fetchWallets({ badge: 'certified', entries: 20 })
    expect(list().length).toBeGreaterThan(0)
    expect(list().every((w) => w.walletInfo.isCertified)).toBe(true)

    const ids = [catalogue[40]!.id, catalogue[41]!.id]
    await kit.fetchWallets({ include: ids })
    expect(list().map((w) => w.id)).toEqual(ids)

    // exclude replaces the default exclusions (recommended, featured): the first wallets come back but the named one.
    await kit.fetchWallets({ exclude: [catalogue[0]!.id], entries: 3 })
    expect(list().map((w) => w.id)).toEqual([catalogue[1]!.id, catalogue[2]!.id, catalogue[3]!.id])

    await kit.fetchWallets({ sort: 'wcpay', entries: 10 })
    expect(list().every((w) => w.walletInfo.supportsWcPay)).toBe(true)
    await kit.fetchWallets({ search: 'Pay', includePayOnly: true })
    expect(list().map((w) => w.name)).toEqual(expect.arrayContaining(['Till Pay', 'Counter Pay', 'Kiosk Pay']))
    await kit.fetchWallets({ search: 'Pay' })
    expect(list().map((w) => w.name)).not.toContain('Till Pay')
  })

  it('fetchWallets refuses options it cannot apply with a clear error, before any request', async () => {
    const kit = await kitWith()
    const before = server.requests.find('/getWallets').length
    await expect(kit.fetchWallets({ entries: 0 })).rejects.toThrow('fetchWallets: entries must be a whole number from 1 to 1000, got 0')
    await expect(kit.fetchWallets({ page: 1.5 })).rejects.toThrow('fetchWallets: page must be a whole number from 1, got 1.5')
    await expect(kit.fetchWallets({ badge: 'gold' as 'none' })).rejects.toThrow("fetchWallets: badge must be 'none' or 'certified', got gold")
    await expect(kit.fetchWallets({ sort: 'name' as 'default' })).rejects.toThrow("fetchWallets: sort must be 'default' or 'wcpay', got name")
    await expect(kit.fetchWallets({ include: 'a,b' as unknown as string[] })).rejects.toThrow('fetchWallets: include must be a list of wallet ids')
    expect(server.requests.find('/getWallets')).toHaveLength(before)
  })

  it("getState().connectingWallet is the wallet connectWallet connects until it settles; resetConnectingWallet clears it", async () => {
    const kit = await kitWith()
    const states: unknown[] = []
    // subscribeState reports every state change; keep the connectingWallet changes.
    kit.subscribeState((state) => state.connectingWallet !== states.at(-1) && states.push(state.connectingWallet))
    const wallet = kit.getWalletList().wallets[0]!
    const connecting = kit.connectWallet(wallet)
    expect(kit.getState().connectingWallet).toBe(wallet)
    kit.resetConnectingWallet()
    expect(kit.getState().connectingWallet).toBeUndefined()
    await connecting
    expect(kit.getIsConnectedState()).toBe(true)
    await kit.disconnect()
    await kit.connectWallet(wallet)
    expect(states).toEqual([wallet, undefined, wallet, undefined])
  })

  it('a browser wallet with only a catalogue image id (the injected "Browser Wallet") gets its logo once fetchWallets ran; the host\'s connectorImages win', async () => {
    const injected = createTestConnector('eip155', { id: 'injected', name: 'Browser Wallet', imageUrl: undefined, info: { name: 'Browser Wallet' }, imageId: '07ba87ed-43aa-4adf-4540-9e6a2b9cae00' })
    const other = createTestConnector('eip155', { id: 'other', name: 'Other', imageUrl: undefined, info: {}, imageId: '07ba87ed-43aa-4adf-4540-9e6a2b9cae00' })
    const kit = await kitWith({ adapters: [createTestChainAdapter('eip155', { connectors: [injected, other] })], connectorImages: { other: 'https://host.example/other.png' } })
    const image = (id: string) => kit.getWalletList().wallets.find((w) => w.id === id)?.imageUrl
    expect(image('injected')).toBe('')
    await kit.fetchWallets()
    expect(image('injected')).toMatch(/^(blob|data):/)
    expect(image('other')).toBe('https://host.example/other.png')
    expect(server.requests.find('/getWalletImage/07ba87ed-43aa-4adf-4540-9e6a2b9cae00')).toHaveLength(1)
  })

  it('subscribing to the list is enough for the injected "Browser Wallet"\'s logo: it loads, the subscriber hears, without a fetchWallets', async () => {
    const injected = createTestConnector('eip155', { id: 'injected', name: 'Browser Wallet', imageUrl: undefined, info: { name: 'Browser Wallet' }, imageId: '07ba87ed-43aa-4adf-4540-9e6a2b9cae00' })
    const kit = await kitWith({ adapters: [createTestChainAdapter('eip155', { connectors: [injected] })] })
    const image = () => kit.getWalletList().wallets.find((w) => w.id === 'injected')?.imageUrl
    expect(image()).toBe('')
    const listRequests = server.requests.find('/getWallets').length
    let heard = 0
    const off = kit.subscribeWalletList(() => heard++)
    await expect.poll(image, { timeout: 10_000 }).toMatch(/^(blob|data):/)
    expect(heard).toBeGreaterThan(0)
    expect(server.requests.find('/getWallets')).toHaveLength(listRequests)
    off()
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
