// WalletConnect pairing rules, deep links, disconnect, one-click auth, manual control and the
// provider's misuse errors, each against the local relay and the WalletConnect test wallet.
import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CONNECTION_CONTROLLER, ErrorMessages, KIT_CONTAINER, CONNECTORS_STORE, type AppKit, type SIWXConfig, type SIWXMessageInput } from '../../kernel'
import { createTestChainAdapter } from '../../kernel/connection/testing/testChainAdapter'
import { switchWalletConnectChain } from '../../plugins/walletconnect/switchWalletConnectChain'
import { PAIRING_LIFETIME_MS } from '../../plugins/walletconnect/createPairingStore'
import type { UniversalProviderLike } from '../../plugins/walletconnect/types'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startRelay, type Relay } from '../relay'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import { createTestDapp, type TestDapp, type WalletConnectTestWallet } from '../wallets/walletconnect'
import {
  SOLANA_DEVNET_ID,
  connectWithWallet,
  createKit,
  createWallet,
  kitNetworks,
  serviceOf,
  universalProviderOf,
  until,
} from './testing/walletconnectHarness'

describe('WalletConnect pairing and session rules', () => {
  let guard: OutboundGuard
  let relay: Relay
  let wallet: WalletConnectTestWallet
  const kits: AppKit[] = []
  const dapps: TestDapp[] = []

  const kitWith = async (options: Parameters<typeof createKit>[1] = {}) => {
    const kit = createKit(relay.url, options)
    kits.push(kit)
    await kit.ready()
    return kit
  }
  const proposals = () => relay.calls.filter((c) => c.method === 'wc_proposeSession').length
  const DESKTOP = { isTelegram: () => false, isIos: () => false, isSafari: () => false }
  const topicOf = (uri: string) => uri.slice('wc:'.length, uri.indexOf('@'))
  /** What closing the modal does: the connect attempt is cancelled, then the modalClose hook resets the pairing. */
  const closeAsTheModalDoes = (kit: AppKit) => {
    kit[KIT_CONTAINER].resolve(CONNECTION_CONTROLLER).cancelConnect()
    serviceOf(kit).resetPairing()
  }

  beforeAll(async () => {
    guard = blockOutboundConnections()
    relay = await startRelay()
    wallet = await createWallet(relay.url, DEVNET_ACCOUNTS[3]!.privateKey)
  })

  afterEach(async () => {
    // The wallet keeps its client between tests; its sessions do not carry over.
    await wallet.disconnect()
    for (const kit of kits.splice(0)) {
      await serviceOf(kit).close().catch(() => undefined)
      kit.destroy()
    }
    for (const dapp of dapps.splice(0)) await dapp.close()
  })

  afterAll(async () => {
    await wallet?.close()
    await relay?.close()
    guard?.restore()
    expect(guard.blocked).toEqual([])
  })

  it('PAIR-01 PAIR-02 a URI lives 4 minutes and counts as expired with 10 s or less left (fake clock)', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z')
    const kit = await kitWith({ env: { now: () => clock } })
    const service = serviceOf(kit)
    expect(service.isPairingExpired()).toBe(true)
    const connecting = service.connect()
    await until(() => service.pairing.getState().uri, 15_000, 'display_uri')
    expect(service.pairing.getState().expiresAt).toBe(clock + PAIRING_LIFETIME_MS)
    expect(service.isPairingExpired()).toBe(false)
    clock += 4 * 60_000 - 10_001
    expect(service.isPairingExpired()).toBe(false)
    clock += 1
    expect(service.isPairingExpired()).toBe(true)
    // Still a real pairing underneath: the wallet can use it.
    await wallet.pair(service.pairing.getState().uri!)
    await connecting
    expect(kit.getAccount('eip155').isConnected).toBe(true)
  })

  it('PAIR-03 in a messenger mini-app an unexpired pairing is reused instead of reconnecting', async () => {
    const kit = await kitWith({ env: { isTelegram: () => true } })
    const service = serviceOf(kit)
    const before = proposals()
    const first = service.connect()
    const uri = await until(() => service.pairing.getState().uri, 15_000, 'display_uri')
    const second = service.connect()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(service.pairing.getState().uri).toBe(uri)
    await wallet.pair(uri)
    await Promise.all([first, second])
    expect(proposals() - before).toBe(1)
    expect(kit.getAccount('eip155').isConnected).toBe(true)
  })

  it('PAIR-04 in iOS Safari an unexpired pairing is reused; elsewhere a new connect makes a new URI', async () => {
    const ios = await kitWith({ env: { isTelegram: () => false, isIos: () => true, isSafari: () => true } })
    const iosService = serviceOf(ios)
    const before = proposals()
    const first = iosService.connect()
    const uri = await until(() => iosService.pairing.getState().uri, 15_000, 'display_uri')
    void iosService.connect()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(iosService.pairing.getState().uri).toBe(uri)
    expect(proposals() - before).toBe(1)
    await wallet.pair(uri)
    await first

    const desktop = await kitWith({ env: DESKTOP })
    const desktopService = serviceOf(desktop)
    void desktopService.connect().catch(() => undefined)
    const stale = await until(() => desktopService.pairing.getState().uri, 15_000, 'display_uri')
    const connecting = desktopService.connect()
    const fresh = await until(() => {
      const current = desktopService.pairing.getState().uri
      return current && current !== stale ? current : undefined
    }, 15_000, 'a second display_uri')
    await wallet.pair(fresh)
    await connecting
    expect(desktop.getAccount('eip155').isConnected).toBe(true)
  })

  it('issue 32: closing the modal ends the abandoned proposal and its pairing in the sign client at once, not after 5 minutes; the next open pairs afresh and connects', async () => {
    const kit = await kitWith({ env: DESKTOP })
    const service = serviceOf(kit)
    const abandoned = service.connect().catch((error: unknown) => error)
    const stale = await until(() => service.pairing.getState().uri, 15_000, 'display_uri')
    const provider = await universalProviderOf(kit)
    const signClient = provider.client as unknown as { proposal: { getAll(): unknown[] }; core: { pairing: { getPairings(): { topic: string }[] }; logChunkController?: unknown } }
    // The clients run on the kit's quiet logger: no in-memory log buffer (it grew ~3.5 kB per open).
    expect(signClient.core.logChunkController ?? undefined).toBeUndefined()
    expect(signClient.proposal.getAll()).toHaveLength(1)
    const staleTopic = topicOf(stale)
    expect(signClient.core.pairing.getPairings().map((p) => p.topic)).toContain(staleTopic)

    closeAsTheModalDoes(kit)
    expect(service.pairing.getState().uri).toBeUndefined()
    // The sign client's expirer runs it out on its next heartbeat (every 5 s).
    await until(() => signClient.proposal.getAll().length === 0, 15_000, 'the abandoned proposal to end')
    await until(() => !signClient.core.pairing.getPairings().some((p) => p.topic === staleTopic), 15_000, 'its pairing to go')
    expect(await abandoned).toBeInstanceOf(Error)

    const connecting = service.connect()
    const fresh = await until(() => service.pairing.getState().uri, 15_000, 'a new display_uri')
    expect(fresh).not.toBe(stale)
    await wallet.pair(fresh)
    await connecting
    expect(kit.getAccount('eip155').isConnected).toBe(true)
  })

  it('issue 32: a modal closed before its URI came: the late URI is never shown, its proposal ends as it comes, and a quick reopen pairs afresh', async () => {
    const kit = await kitWith({ env: DESKTOP })
    const service = serviceOf(kit)
    const provider = await universalProviderOf(kit)
    const signClient = provider.client as unknown as { proposal: { getAll(): { pairingTopic: string }[] } }
    const shown: (string | undefined)[] = []
    service.pairing.subscribe((state) => shown.push(state.uri))
    const before = proposals()
    // Closed the moment the pairing starts, before its URI (and the relay's proposal) exist.
    let closedEarly = false
    const off = service.pairing.subscribe((state) => {
      if (closedEarly || state.status !== 'pairing' || state.uri) return
      closedEarly = true
      closeAsTheModalDoes(kit)
    })
    const abandoned = service.connect().catch((error: unknown) => error)
    await until(() => closedEarly, 15_000, 'the pairing to start')
    off()
    // Reopened at once: the new pairing waits for the old one's URI, then is the only one left.
    const connecting = service.connect()
    const fresh = await until(() => service.pairing.getState().uri, 15_000, 'the new display_uri')
    expect(proposals() - before).toBe(2)
    expect(shown.filter(Boolean)).toEqual([fresh])
    const freshTopic = topicOf(fresh)
    await until(() => signClient.proposal.getAll().length === 1, 15_000, 'the abandoned proposal to end')
    expect(signClient.proposal.getAll()[0]!.pairingTopic).toBe(freshTopic)
    expect(await abandoned).toBeInstanceOf(Error)
    await wallet.pair(fresh)
    await connecting
    expect(kit.getAccount('eip155').isConnected).toBe(true)
  })

  it('issue 32: the relay requests of repeated opens keep nothing once answered (the JSON-RPC provider left a listener and its params per request)', async () => {
    const kit = await kitWith({ env: DESKTOP })
    const service = serviceOf(kit)
    const provider = await universalProviderOf(kit)
    const relayer = (provider.client as unknown as { core: { relayer: { provider: { events: { eventNames(): (string | symbol)[] } } } } }).core.relayer
    // Request ids are the provider's event names while their answers are awaited.
    const waiting = () => relayer.provider.events.eventNames().filter((name) => typeof name === 'string' && /^\d+$/.test(name))
    const before = relay.calls.length
    for (let open = 0; open < 3; open++) {
      const abandoned = service.connect().catch((error: unknown) => error)
      await until(() => service.pairing.getState().uri, 15_000, 'display_uri')
      closeAsTheModalDoes(kit)
      await abandoned
    }
    expect(relay.calls.length - before).toBeGreaterThanOrEqual(3)
    await until(() => waiting().length === 0, 15_000, 'every answered request to let go of its listener')
  })

  it('CNR-05 connects by the wallet deep link {mobile_link}wc?uri={encoded}', async () => {
    const kit = await kitWith()
    const service = serviceOf(kit)
    const connecting = service.connect()
    const uri = await until(() => service.pairing.getState().uri, 15_000, 'display_uri')
    const { redirect, href } = service.formatWalletLink('airlocktestwallet://', uri)!
    expect(href).toBe('airlocktestwallet://')
    expect(redirect).toBe(`airlocktestwallet://wc?uri=${encodeURIComponent(uri)}`)
    // The phone wallet opens the link and reads the pairing from its `uri` parameter.
    await wallet.pair(new URL(redirect).searchParams.get('uri')!)
    await connecting
    expect(kit.getAccount('eip155').address).toBe(wallet.address)
  })

  it('DISC-05 DISC-08 disconnecting the WalletConnect connector ends the session for every namespace; disconnect-all resets the pairing', async () => {
    const kit = await kitWith()
    await connectWithWallet(kit, wallet)
    expect(kit.getAccount('solana').isConnected).toBe(true)
    const deleted = wallet.waitFor('session_delete', 15_000)
    await kit.disconnect('solana')
    await deleted
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(kit.getAccount('solana').isConnected).toBe(false)

    const service = serviceOf(kit)
    void service.connect().catch(() => undefined)
    await until(() => service.pairing.getState().uri, 15_000, 'display_uri')
    await kit.disconnect()
    expect(service.pairing.getState()).toMatchObject({ uri: undefined, status: 'idle' })
  })

  it('SESS-03 authenticating (SIWX one-click auth) creates a session', async () => {
    const createMessage = vi.fn(async (input: SIWXMessageInput) => ({
      ...input,
      chainId: 'eip155:1' as const,
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1',
      nonce: 'airlock-nonce-1',
      version: '1',
      issuedAt: new Date().toISOString(),
      statement: 'Sign in to the Airlock test',
      toString: (): string => '',
    }))
    const siwx: SIWXConfig = {
      createMessage,
      addSession: vi.fn(async () => {}),
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
    }
    const kit = await kitWith({ siwx, networks: [kitNetworks()[0], kitNetworks()[1]] })
    await connectWithWallet(kit, wallet)
    expect(createMessage).toHaveBeenCalledWith({ chainId: 'eip155:1', accountAddress: '' })
    // wc_sessionAuthenticate travels as a publish with its tag (1116).
    expect(relay.calls.some((c) => c.method === 'irn_publish' && (c.params as { tag?: number }).tag === 1116)).toBe(true)
    // The test wallet answers it: the session, and one signed CACAO per chain for addSession.
    expect(serviceOf(kit).getSession()?.namespaces['eip155']?.accounts).toContain(`eip155:1:${wallet.address}`)
    expect(kit.getAccount('eip155').address).toBe(wallet.address)
    type Added = { data: Record<string, unknown>; cacao?: { p: { iss: string } } }
    const added = vi.mocked(siwx.addSession).mock.calls.map(([session]) => session as unknown as Added)
    expect(added.map((session) => session.cacao?.p.iss)).toEqual([`did:pkh:eip155:1:${wallet.address}`, `did:pkh:eip155:137:${wallet.address}`])
    expect(added[0]!.data).toMatchObject({ accountAddress: wallet.address, chainId: 'eip155:1', nonce: 'airlock-nonce-1' })
  })

  it('manualWCControl: the host drives provider.connect, the kit shows its URI and mirrors the session', async () => {
    const dapp = await createTestDapp({ relayUrl: relay.url })
    dapps.push(dapp)
    const kit = await kitWith({ manualWCControl: true, universalProvider: dapp.provider })
    const service = serviceOf(kit)
    const session = dapp.provider.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'], rpcMap: { '1': 'http://127.0.0.1:9/1' } },
        solana: { chains: [SOLANA_DEVNET_ID], methods: ['solana_signMessage'], events: [], rpcMap: { [SOLANA_DEVNET_ID]: 'http://127.0.0.1:9' } },
      },
    })
    const uri = await until(() => service.pairing.getState().uri, 15_000, 'display_uri in the kit')
    await wallet.pair(uri)
    await session
    await until(() => kit.getAccount('eip155').isConnected && kit.getAccount('solana').isConnected, 15_000, 'mirrored session')
    expect(kit.getAccount('eip155').address).toBe(wallet.address)
    expect(kit.getAccount('solana').address).toBe(wallet.solanaAddress)
  })

  it('PROV-06 PROV-07 PROV-12 before connect the provider raises its own errors, unchanged', async () => {
    const kit = await kitWith()
    const up = await universalProviderOf(kit)
    await expect(up.request({ method: 'eth_accounts' })).rejects.toThrowError(/^Please call connect\(\) before request\(\)$/)
    await expect(serviceOf(kit).getNamespaceProvider('eip155')!.request({ method: 'eth_accounts' })).rejects.toThrowError(
      ErrorMessages.connectBeforeRequest,
    )
    await expect(up.disconnect()).rejects.toThrowError(/^Please call connect\(\) before enable\(\)$/)
    await expect(switchWalletConnectChain(up, kitNetworks()[1])).rejects.toThrowError(/^Session not initialized/)
  })

  it('PROV-08 a host-built provider that was never initialised raises "Sign Client not initialized"', async () => {
    const uninitialised = new UniversalProvider({ projectId: 'sandbox', relayUrl: relay.url, logger: 'silent' })
    const kit = await kitWith({ universalProvider: uninitialised })
    await expect(serviceOf(kit).connect()).rejects.toThrowError(/^Sign Client not initialized$/)
    expect(kit.getAccount('eip155').isConnected).toBe(false)
  })

  it('ADPT-03 a namespace without a WalletConnect connector raises "WalletConnectConnector not found"', async () => {
    // Solana networks are configured but no solana chain plugin is: nothing can connect it.
    const kit = await kitWith({ adapters: [createTestChainAdapter('eip155')] })
    const connectors = kit[KIT_CONTAINER].resolve(CONNECTORS_STORE)
    expect(connectors.getConnector('walletConnect', 'eip155')?.type).toBe('WALLET_CONNECT')
    expect(connectors.getConnector('walletConnect', 'solana')).toBeUndefined()
    await expect(serviceOf(kit).connect({ namespace: 'solana' })).rejects.toThrowError(/^WalletConnectConnector not found$/)
  })
})
