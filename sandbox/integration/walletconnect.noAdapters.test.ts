// A kit with no chain plugin at all (AppKit's "no adapters" setup): the modal opens on the basic
// WalletConnect view, and a wallet still pairs and connects over the local relay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KIT_CONTAINER, ROUTER, type AppKit } from '../../kernel'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startRelay, type Relay } from '../relay'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import type { WalletConnectTestWallet } from '../wallets/walletconnect'
import { connectWithWallet, createKit, createWallet, serviceOf } from './testing/walletconnectHarness'

describe('WalletConnect without chain plugins', () => {
  let guard: OutboundGuard
  let relay: Relay
  let wallet: WalletConnectTestWallet
  let kit: AppKit

  beforeAll(async () => {
    guard = blockOutboundConnections()
    relay = await startRelay()
    wallet = await createWallet(relay.url, DEVNET_ACCOUNTS[4]!.privateKey)
  })

  afterAll(async () => {
    await serviceOf(kit).close().catch(() => undefined)
    kit?.destroy()
    await wallet?.close()
    await relay?.close()
    guard?.restore()
    expect(guard.blocked).toEqual([])
  })

  it('RTR-06 CNR-04 opens on ConnectingWalletConnectBasic and connects every namespace of the session', async () => {
    kit = createKit(relay.url, { adapters: [] })
    await kit.ready()
    await kit.open()
    expect(kit[KIT_CONTAINER].resolve(ROUTER).getState().view).toBe('ConnectingWalletConnectBasic')

    await connectWithWallet(kit, wallet)
    expect(kit.getIsConnectedState()).toBe(true)
    expect(kit.getAddress('eip155')?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(kit.getAddress('solana')).toBe(wallet.solanaAddress)
    // Still "no chain adapters" to the router once connected: the stand-ins are not chain plugins.
    await kit.disconnect()
    expect(kit.getIsConnectedState()).toBe(false)
  })
})
