// AppKit 1.8's headless WalletConnect URI members on the instance (a host drawing its own QR
// code): prefetch, read, subscribe and reset, against the local relay and the WalletConnect test
// wallet, which pairs with the URI the kit hands out.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NotSupportedError, type AppKit } from '../../kernel'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startRelay, type Relay } from '../relay'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import type { WalletConnectTestWallet } from '../wallets/walletconnect'
import { createKit, createWallet, serviceOf, until } from './testing/walletconnectHarness'

describe('instance: headless WalletConnect URI members', () => {
  let guard: OutboundGuard
  let relay: Relay
  let wallet: WalletConnectTestWallet
  const kits: AppKit[] = []

  beforeAll(async () => {
    guard = blockOutboundConnections()
    relay = await startRelay()
    wallet = await createWallet(relay.url, DEVNET_ACCOUNTS[4]!.privateKey)
  })
  afterEach(async () => {
    await wallet.disconnect()
    for (const kit of kits.splice(0)) {
      // A kit with WalletConnect off has no service to close.
      await Promise.resolve()
        .then(() => serviceOf(kit).close())
        .catch(() => undefined)
      kit.destroy()
    }
  })
  afterAll(async () => {
    await wallet?.close()
    await relay?.close()
    guard?.restore()
    expect(guard.blocked).toEqual([])
  })

  it('prefetchWalletConnectUri resolves with a URI a wallet can pair with; getWalletConnectUri and subscribeWalletConnectUri report it; the pairing connects the kit', async () => {
    const kit = createKit(relay.url)
    kits.push(kit)
    await kit.ready()
    expect(kit.getWalletConnectUri()).toEqual({ wcUri: undefined, wcError: false, wcFetchingUri: false, wcPairingExpiry: undefined })
    let changes = 0
    const off = kit.subscribeWalletConnectUri(() => changes++)

    await kit.prefetchWalletConnectUri()
    const snapshot = kit.getWalletConnectUri()
    expect(snapshot.wcUri).toMatch(/^wc:/)
    expect(snapshot).toMatchObject({ wcError: false, wcFetchingUri: false })
    expect(snapshot.wcPairingExpiry).toBeGreaterThan(Date.now())
    expect(kit.getWalletConnectUri()).toBe(snapshot) // the same object while nothing changed
    expect(changes).toBeGreaterThan(0)

    await wallet.pair(snapshot.wcUri!)
    await until(() => kit.getIsConnectedState(), 15_000, 'the kit connected through the prefetched pairing')
    off()
  })

  it('connectWallet pairs a wallet with no browser connector through WalletConnect; the host reads the URI', async () => {
    const kit = createKit(relay.url)
    kits.push(kit)
    await kit.ready()
    const connecting = kit.connectWallet({ id: 'catalogue-wallet', name: 'Catalogue Wallet', connectors: [] }, 'eip155')
    const uri = await until(() => kit.getWalletConnectUri().wcUri, 15_000, 'display_uri')
    await wallet.pair(uri)
    await connecting
    expect(kit.getIsConnectedState()).toBe(true)
  })

  it('resetWalletConnectUri forgets the pending URI, and the next prefetch makes a fresh one', async () => {
    const kit = createKit(relay.url)
    kits.push(kit)
    await kit.ready()
    await kit.prefetchWalletConnectUri()
    const first = kit.getWalletConnectUri().wcUri
    kit.resetWalletConnectUri()
    expect(kit.getWalletConnectUri().wcUri).toBeUndefined()
    await kit.prefetchWalletConnectUri()
    expect(kit.getWalletConnectUri().wcUri).toMatch(/^wc:/)
    expect(kit.getWalletConnectUri().wcUri).not.toBe(first)
  })

  it('with WalletConnect off there is no URI to read, and prefetching or subscribing says why', async () => {
    const kit = createKit(relay.url, { enableWalletConnect: false })
    kits.push(kit)
    await kit.ready()
    expect(kit.getWalletConnectUri().wcUri).toBeUndefined()
    await expect(kit.prefetchWalletConnectUri()).rejects.toThrowError(NotSupportedError)
    expect(() => kit.subscribeWalletConnectUri(() => undefined)).toThrowError(/^not supported by Airlock: subscribeWalletConnectUri \(WalletConnect is off/)
  })
})
