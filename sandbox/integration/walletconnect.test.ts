// WalletConnect end to end, against the local relay and the WalletConnect test wallet: connect
// over the QR URI (eip155 + solana in one session), requests, wallet events, switching, relay
// outage, restore in a new kit instance, and the wallet ending the session.
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorMessages, KIT_CONTAINER, NETWORKS_STORE, StorageKeys, type AppKit, type RequestProvider } from '../../kernel'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import type { Relay } from '../relay'
import { startSandbox, type Sandbox } from '../testing'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import type { WalletConnectTestWallet } from '../wallets/walletconnect'
import type { UniversalProviderLike } from '../../plugins/walletconnect/types'
import {
  SOLANA_DEVNET_ID,
  createKit,
  createWallet,
  installSharedStorage,
  kitNetworks,
  serviceOf,
  universalProviderOf,
  until,
  connectWithWallet,
} from './testing/walletconnectHarness'

const OTHER_ACCOUNT = DEVNET_ACCOUNTS[2]!.address

describe('WalletConnect through the local relay', () => {
  let guard: OutboundGuard
  let relay: Relay
  let sandbox: Sandbox<'api' | 'evm' | 'relay'>
  let storage: ReturnType<typeof installSharedStorage>
  let wallet: WalletConnectTestWallet
  let kit: AppKit
  let up: UniversalProviderLike
  let uri: string
  const kits: AppKit[] = []
  const eip155 = () => kit.getProvider<RequestProvider>('eip155')!
  const newKit = () => createKit(relay.url, { endpoints: sandbox.endpoints })

  beforeAll(async () => {
    guard = blockOutboundConnections()
    storage = installSharedStorage()
    // The API server's RPC gateway (in front of the EVM devnets) is what the networks' rpcUrls name.
    sandbox = await startSandbox({ services: ['api', 'evm', 'relay'] })
    relay = sandbox.relay
    wallet = await createWallet(relay.url, DEVNET_ACCOUNTS[1]!.privateKey)
    kit = newKit()
    kits.push(kit)
    await kit.ready()
  })

  afterAll(async () => {
    for (const k of kits) {
      await serviceOf(k).close().catch(() => undefined)
      k.destroy()
    }
    await wallet?.close()
    await sandbox?.close()
    storage?.restore()
    guard?.restore()
    expect(guard.blocked).toEqual([])
  })

  it('CNR-04 registers a WalletConnect connector per namespace and loads nothing until one is picked', () => {
    const service = serviceOf(kit)
    for (const namespace of ['eip155', 'solana']) {
      expect(kit.getAccount(namespace).isConnected).toBe(false)
    }
    // The universal provider is created on first use only: no view of it yet, no relay socket.
    expect(service.getNamespaceProvider('eip155')).toBeUndefined()
    expect(relay.connectionCount()).toBe(0)
  })

  it('CNR-04 SESS-02 PAIR-05 connects by the QR URI: display_uri stores it, the wallet pairs, a session exists', async () => {
    const service = serviceOf(kit)
    const started = Date.now()
    uri = await connectWithWallet(kit, wallet)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    up = await universalProviderOf(kit)
    expect(up.session?.topic).toMatch(/^[0-9a-f]{64}$/)
    expect(service.pairing.getState().status).toBe('connected')
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: wallet.address })
    expect(kit.getCaipNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
    expect(kit.getActiveChainNamespace()).toBe('eip155')
    expect(Date.now() - started).toBeLessThan(15_000)
  })

  it('CNR-06 one session connects the multi-chain wallet on eip155 and solana', () => {
    expect(kit.getAccount('solana')).toMatchObject({ isConnected: true, address: wallet.solanaAddress })
    expect(kit.getCaipNetwork('solana')?.caipNetworkId).toBe(SOLANA_DEVNET_ID)
    expect(serviceOf(kit).getApprovedChains('solana')).toEqual([SOLANA_DEVNET_ID])
    expect(wallet.sessionTopics()).toHaveLength(1)
  })

  it('PAIR-07 talks to the relay over a websocket', () => {
    const url = (up.client?.core.relayer as { provider?: { connection?: { url?: string } } }).provider?.connection?.url
    expect(url?.startsWith(relay.url.replace(/\/$/, ''))).toBe(true)
    expect(url).toMatch(/^ws:\/\//)
    expect(relay.methods()).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_subscribe']))
  })

  it('PROV-03 proposes per namespace chains, methods, events, defaultChain and an rpcMap with both key forms', () => {
    const proposed = (up as unknown as { optionalNamespaces: Record<string, Record<string, unknown>> }).optionalNamespaces
    expect(proposed['eip155']).toMatchObject({
      chains: ['eip155:1', 'eip155:137', 'eip155:8453'],
      events: ['chainChanged', 'accountsChanged'],
      defaultChain: '1',
    })
    const rpcMap = proposed['eip155']!['rpcMap'] as Record<string, string>
    expect(rpcMap['1']).toBe(`${sandbox.urls.blockchainApi}/v1/?chainId=eip155%3A1&projectId=sandbox`)
    expect(rpcMap['eip155:1']).toBe(rpcMap['1'])
    expect(rpcMap['eip155:137']).toBe(rpcMap['137'])
    expect(proposed['eip155']!['methods']).toEqual(expect.arrayContaining(['personal_sign', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']))
    expect(proposed['solana']!['methods']).toEqual(expect.arrayContaining(['solana_signMessage']))
  })

  it('PROV-04 SESS-01 the session has topic, namespaces with namespace:chainId:address accounts, and the peer', () => {
    const session = serviceOf(kit).getSession()!
    expect(session.topic).toBe(up.session?.topic)
    expect(session.namespaces['eip155']!.accounts).toEqual([
      `eip155:1:${wallet.address}`,
      `eip155:137:${wallet.address}`,
      `eip155:10:${wallet.address}`,
    ])
    for (const account of Object.values(session.namespaces).flatMap((ns) => ns.accounts)) {
      expect(account).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)
    }
    expect(session.peer).toMatchObject({ name: 'Airlock Test Wallet', icons: expect.any(Array) })
    expect(session.sessionProperties).toEqual(expect.any(Object))
  })

  it('CNR-04 personal_sign through getProvider("eip155") is signed by the wallet and verifies', async () => {
    const provider = eip155()
    expect((provider as { isWalletConnect?: boolean }).isWalletConnect).toBe(true)
    const signature = (await provider.request({ method: 'personal_sign', params: [toHex('hello airlock'), wallet.address] })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'hello airlock', signature })).toBe(true)
  })

  it('PROV-13 a method the wallet did not approve goes to the chain JSON-RPC from rpcMap (the sandbox gateway)', async () => {
    const balance = await eip155().request({ method: 'eth_getBalance', params: [DEVNET_ACCOUNTS[7]!.address, 'latest'] })
    expect(balance).toBe(toHex(1000n * 10n ** 18n))
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_blockNumber')
  })

  it('SESS-07 PROV-14 the wallet switching to a known chain switches the kit and the provider default chain', async () => {
    const chainChanged = new Promise((resolve) => up.on('chainChanged', resolve))
    await wallet.emitChainChanged(137)
    expect(await chainChanged).toBe('137')
    await until(() => kit.getCaipNetwork('eip155')?.caipNetworkId === 'eip155:137', 10_000, 'eip155:137')
    expect(await eip155().request({ method: 'eth_chainId' })).toBe(137)
  })

  it('SESS-08 the wallet switching to a chain the kit does not know marks the network unsupported', async () => {
    await wallet.emitChainChanged(10)
    await until(() => kit.getCaipNetwork('eip155')?.caipNetworkId === 'eip155:10', 10_000, 'eip155:10')
    expect(kit[KIT_CONTAINER].resolve(NETWORKS_STORE).getState().isUnsupported['eip155']).toBe(true)
    expect(kit.getAccount('eip155').isConnected).toBe(true)
  })

  it('NET-10 NET-13 switching from the kit asks wallet_switchEthereumChain and sets the provider default chain', async () => {
    await kit.switchNetwork(kitNetworks()[0])
    expect(kit.getCaipNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
    expect(await eip155().request({ method: 'eth_chainId' })).toBe(1)
  })

  it('NET-11 NET-12 an unknown chain (4902) is added with wallet_addEthereumChain, and when that fails the switch throws', async () => {
    const before = wallet.requests.length
    await expect(kit.switchNetwork(kitNetworks()[2])).rejects.toThrowError('The wallet does not support wallet_addEthereumChain')
    const asked = wallet.requests.slice(before)
    expect(asked.map((r) => [r.method, r.error?.code])).toEqual([
      ['wallet_switchEthereumChain', 4902],
      ['wallet_addEthereumChain', 4200],
    ])
    expect(asked[0]!.params).toEqual([{ chainId: '0x2105' }])
    expect(asked[1]!.params).toEqual([expect.objectContaining({ chainId: '0x2105', chainName: 'Base' })])
    expect(kit.getCaipNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
  })

  it('SESS-06 PROV-15 accountsChanged resyncs the account; a chain change with accounts emits accountsChanged', async () => {
    await wallet.emitAccountsChanged([OTHER_ACCOUNT])
    await until(() => kit.getAccount('eip155').address === OTHER_ACCOUNT, 10_000, 'accountsChanged')
    expect(kit.getCaipAddress('eip155')).toBe(`eip155:1:${OTHER_ACCOUNT}`)

    const accountsChanged = new Promise<string[]>((resolve) => up.on('accountsChanged', resolve))
    await kit.switchNetwork(kitNetworks()[1])
    expect(await accountsChanged).toEqual([wallet.address])
    await until(() => kit.getAccount('eip155').address === wallet.address, 10_000, 'account on 137')
  })

  it('SESS-04 session events and pings of another topic are not forwarded', async () => {
    const client = (up as unknown as { client: { events: { emit(e: string, a: unknown): void } } }).client
    const pings: unknown[] = []
    up.on('session_ping', (args: unknown) => pings.push(args))
    // The test wallet emits on every session it has, so another topic is played on the kit's own sign client.
    const event = (topic: string) => ({
      id: 1,
      topic,
      params: { chainId: 'eip155:137', event: { name: 'accountsChanged', data: [`eip155:137:${OTHER_ACCOUNT}`] } },
    })
    client.events.emit('session_event', event('f'.repeat(64)))
    client.events.emit('session_ping', { id: 1, topic: 'f'.repeat(64) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(kit.getAccount('eip155').address).toBe(wallet.address)
    expect(pings).toEqual([])

    client.events.emit('session_ping', { id: 2, topic: up.session!.topic })
    client.events.emit('session_event', event(up.session!.topic))
    expect(pings).toHaveLength(1)
    expect(kit.getAccount('eip155').address).toBe(OTHER_ACCOUNT)
    await wallet.emitAccountsChanged([wallet.address])
    await until(() => kit.getAccount('eip155').address === wallet.address, 10_000, 'account back')
  })

  it('PROV-05 PROV-09 PROV-11 misuse of the session raises the provider errors unchanged', async () => {
    await expect(up.request({ method: 'cosmos_getAccounts' }, 'cosmos:cosmoshub-4')).rejects.toThrowError(
      ErrorMessages.namespaceNotConfigured('cosmos'),
    )
    await expect(up.request({ method: 'getBalance', params: [] }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).rejects.toThrowError(
      ErrorMessages.noJsonRpcProvider('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    )
    await expect(serviceOf(kit).getNamespaceProvider('cosmos')!.request({ method: 'cosmos_getAccounts' })).rejects.toThrowError(
      /^ChainId not found$/,
    )
  })

  it('relay outage mid-session: the clients reconnect and requests work again', async () => {
    const batchSubscribes = () => relay.calls.filter((c) => c.method === 'irn_batchSubscribe').length
    const before = batchSubscribes()
    relay.dropAllSockets()
    // Kit and wallet each resubscribe once; a request sent before that would wait ~20 s.
    await until(() => batchSubscribes() >= before + 2, 20_000, 'both clients to resubscribe')
    const signature = (await eip155().request({ method: 'personal_sign', params: [toHex('after outage'), wallet.address] })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'after outage', signature })).toBe(true)
  })

  it('restores the session in a new kit instance with the same storage', async () => {
    const topic = up.session!.topic
    // A page reload: the old kit's sockets go away, its storage stays.
    await serviceOf(kit).close()
    kit.destroy()
    kits.splice(kits.indexOf(kit), 1)

    kit = newKit()
    kits.push(kit)
    await kit.ready()
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: wallet.address })
    expect(kit.getAccount('solana')).toMatchObject({ isConnected: true, address: wallet.solanaAddress })
    expect(kit.getCaipNetwork('eip155')?.caipNetworkId).toBe('eip155:137')
    up = await universalProviderOf(kit)
    expect(up.session?.topic).toBe(topic)
    const signature = (await eip155().request({ method: 'personal_sign', params: [toHex('restored'), wallet.address] })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'restored', signature })).toBe(true)
  })

  it('SESS-05 PAIR-06 the wallet deleting the session disconnects the kit with a user-disconnected reason and clears storage', async () => {
    const disconnect = new Promise<{ code: number; message: string }>((resolve) => up.on('disconnect', resolve))
    await wallet.disconnect()
    expect(await disconnect).toMatchObject({ code: 6000, message: 'User disconnected.' })
    await until(() => !kit.getAccount('eip155').isConnected && !kit.getAccount('solana').isConnected, 10_000, 'kit disconnected')
    expect(kit.getAccount('eip155').address).toBeUndefined()
    expect(kit.getIsConnectedState()).toBe(false)
    for (const namespace of ['eip155', 'solana']) {
      expect(storage.backend.getItem(`@airlock/${StorageKeys.connectorId(namespace)}`)).toBeNull()
      expect(storage.backend.getItem(`@airlock/${StorageKeys.account(namespace)}`)).toBeNull()
    }
    expect(up.session).toBeUndefined()
  })
})
