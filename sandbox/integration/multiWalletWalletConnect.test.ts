// Multi-wallet with a WalletConnect wallet beside another one: the walletconnect plugin on the
// local relay, the WalletConnect test wallet (eip155 and Solana accounts), and the kernel's
// in-memory test wallets for eip155 and Solana (the harness's chain adapters). One WalletConnect
// session is one grant for every namespace it serves, so ending it in one namespace ends it in all
// of them: the kit must let it go everywhere, not leave a namespace on a session that is gone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, MULTI_WALLET, type AppKit, type ChainNamespace } from '../../kernel'
import { multiWallet } from '../../plugins/multi-wallet'
import { walletConnect } from '../../plugins/walletconnect'
import { DEVNET_ACCOUNTS } from '../evm/accounts'
import { startRelay, type Relay } from '../relay'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'
import type { WalletConnectTestWallet } from '../wallets/walletconnect'
import { connectWithWallet, createKit, createWallet, serviceOf, until } from './testing/walletconnectHarness'

const WC = 'walletConnect'
let guard: OutboundGuard
let relay: Relay
let wallet: WalletConnectTestWallet
const kits: AppKit[] = []

beforeAll(async () => {
  guard = blockOutboundConnections()
  relay = await startRelay()
  wallet = await createWallet(relay.url, DEVNET_ACCOUNTS[5]!.privateKey)
})
afterEach(async () => {
  await wallet.disconnect()
  for (const kit of kits.splice(0)) {
    await serviceOf(kit).close().catch(() => undefined)
    kit.destroy()
  }
})
afterAll(async () => {
  await wallet?.close()
  await relay?.close()
  guard?.restore()
  expect(guard.blocked).toEqual([])
})

async function multiWalletKit() {
  const kit = createKit(relay.url, { plugins: [walletConnect, multiWallet], features: { multiWallet: true, analytics: false } })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  await until(() => c.resolve(MULTI_WALLET), 15_000, 'the multi-wallet service')
  const connectTestWallet = (namespace: ChainNamespace) =>
    c.resolve(CONNECTION_CONTROLLER).connect({ connector: c.resolve(CONNECTORS_STORE).getConnector(`test-${namespace}`, namespace)!, namespace })
  return { kit, service: c.resolve(MULTI_WALLET), connectTestWallet }
}

const idsOf = (list: { connectorId: string }[]) => list.map((x) => x.connectorId)

describe('multi-wallet with a WalletConnect wallet (local relay)', () => {
  it('BYD-34 WalletConnect as a second eip155 wallet also serves Solana; ending it on eip155 ends its session and Solana lets it go too', async () => {
    const { kit, service, connectTestWallet } = await multiWalletKit()
    await connectTestWallet('eip155')
    await connectWithWallet(kit, wallet, 'eip155')
    // The new session holds Solana too, which had no wallet: WalletConnect is active there as well.
    expect(idsOf(kit.getConnections('eip155'))).toEqual([WC, 'test-eip155'])
    expect(idsOf(kit.getConnections('solana'))).toEqual([WC])
    expect(kit.getAddress('solana')).toBe(wallet.solanaAddress)

    // Back to the extension-like wallet on eip155: WalletConnect is eip155's second wallet now.
    await kit.switchConnection({ connection: kit.getConnections('eip155')[1]!, namespace: 'eip155' })
    expect(idsOf(kit.getConnections('eip155'))).toEqual(['test-eip155', WC])
    expect(wallet.sessionTopics()).toHaveLength(1)

    await service.disconnectConnection({ connectorId: WC, namespace: 'eip155' })
    await until(() => wallet.sessionTopics().length === 0, 15_000, 'the session to end on the wallet')
    expect(idsOf(kit.getConnections('eip155'))).toEqual(['test-eip155'])
    expect(kit.getAddress('eip155')).toBeDefined()
    // Solana had only WalletConnect: it is disconnected, not left on the ended session.
    expect(kit.getConnections('solana')).toEqual([])
    expect(kit.getAddress('solana')).toBeUndefined()
    expect(idsOf(kit.getRecentConnections('eip155'))).toEqual([WC])
    expect(idsOf(kit.getRecentConnections('solana'))).toEqual([WC])
  }, 60_000)

  it('BYD-34 ending the active WalletConnect wallet on eip155 hands eip155 over, and Solana, where it was the second wallet, keeps its own', async () => {
    const { kit, service, connectTestWallet } = await multiWalletKit()
    await connectTestWallet('eip155')
    await connectWithWallet(kit, wallet, 'eip155')
    // Solana's own wallet joins after the session: WalletConnect is Solana's second wallet.
    await connectTestWallet('solana')
    expect(idsOf(kit.getConnections('solana'))).toEqual(['test-solana', WC])
    expect(idsOf(kit.getConnections('eip155'))).toEqual([WC, 'test-eip155'])

    await service.disconnectConnection({ connectorId: WC, namespace: 'eip155' })
    await until(() => wallet.sessionTopics().length === 0, 15_000, 'the session to end on the wallet')
    expect(idsOf(kit.getConnections('eip155'))).toEqual(['test-eip155'])
    expect(idsOf(kit.getConnections('solana'))).toEqual(['test-solana'])
    expect(kit.getAddress('solana')).toBeDefined()
    expect(kit.getAddress('solana')).not.toBe(wallet.solanaAddress)
    expect(idsOf(kit.getRecentConnections('solana'))).toEqual([WC])
  }, 60_000)
  it('BYD-34 the wallet ends the session while WalletConnect is the second wallet everywhere: it leaves every list at once and the first wallets stay', async () => {
    const { kit, connectTestWallet } = await multiWalletKit()
    await connectTestWallet('eip155')
    await connectWithWallet(kit, wallet, 'eip155')
    await connectTestWallet('solana')
    await kit.switchConnection({ connection: kit.getConnections('eip155')[1]!, namespace: 'eip155' })
    const [evm, sol] = [kit.getAddress('eip155'), kit.getAddress('solana')]
    expect(idsOf(kit.getConnections('eip155'))).toEqual(['test-eip155', WC])
    expect(idsOf(kit.getConnections('solana'))).toEqual(['test-solana', WC])

    await wallet.disconnect()
    await until(() => kit.getConnections('eip155').length === 1 && kit.getConnections('solana').length === 1, 15_000, 'WalletConnect to leave both lists')
    expect(idsOf(kit.getConnections('eip155'))).toEqual(['test-eip155'])
    expect(idsOf(kit.getConnections('solana'))).toEqual(['test-solana'])
    expect([kit.getAddress('eip155'), kit.getAddress('solana')]).toEqual([evm, sol])
    expect(idsOf(kit.getRecentConnections('eip155'))).toEqual([WC])
    expect(idsOf(kit.getRecentConnections('solana'))).toEqual([WC])
  }, 60_000)

  it('BYD-34 the wallet ends the session while WalletConnect is the active eip155 wallet: the second wallet takes over instead of eip155 disconnecting', async () => {
    const { kit, connectTestWallet } = await multiWalletKit()
    await connectTestWallet('eip155')
    const extension = kit.getAddress('eip155')
    await connectWithWallet(kit, wallet, 'eip155')
    expect(idsOf(kit.getConnections('eip155'))).toEqual([WC, 'test-eip155'])

    await wallet.disconnect()
    await until(() => kit.getConnections('eip155').length === 1, 15_000, 'WalletConnect to leave the eip155 list')
    expect(idsOf(kit.getConnections('eip155'))).toEqual(['test-eip155'])
    expect(kit.getAddress('eip155')).toBe(extension)
    expect(kit.getIsConnectedState()).toBe(true)
    await until(() => kit.getConnections('solana').length === 0, 15_000, 'Solana to let the session go')
  }, 60_000)

  it('BYD-34 "Disconnect all" on eip155 ends WalletConnect there as its second wallet: Solana, which it alone served, is disconnected with the session', async () => {
    const { kit, connectTestWallet } = await multiWalletKit()
    await connectTestWallet('eip155')
    await connectWithWallet(kit, wallet, 'eip155')
    await kit.switchConnection({ connection: kit.getConnections('eip155')[1]!, namespace: 'eip155' })
    expect(idsOf(kit.getConnections('solana'))).toEqual([WC])

    await kit.disconnect('eip155')
    await until(() => wallet.sessionTopics().length === 0, 15_000, 'the session to end on the wallet')
    await until(() => kit.getConnections('solana').length === 0, 15_000, 'Solana to let the session go')
    expect(kit.getAddress('solana')).toBeUndefined()
    expect(kit.getAddress('eip155')).toBeUndefined()
    expect(idsOf(kit.getRecentConnections('solana'))).toEqual([WC])
  }, 60_000)

  it('BYD-34 "Disconnect all" on eip155 with WalletConnect active there: Solana, where it was the second wallet, keeps its own wallet', async () => {
    const { kit, connectTestWallet } = await multiWalletKit()
    await connectTestWallet('eip155')
    await connectWithWallet(kit, wallet, 'eip155')
    await connectTestWallet('solana')
    expect(idsOf(kit.getConnections('solana'))).toEqual(['test-solana', WC])

    await kit.disconnect('eip155')
    await until(() => wallet.sessionTopics().length === 0, 15_000, 'the session to end on the wallet')
    await until(() => kit.getConnections('solana').length === 1, 15_000, 'Solana to let the session go')
    expect(idsOf(kit.getConnections('solana'))).toEqual(['test-solana'])
    expect(kit.getAddress('solana')).toBeDefined()
    expect(kit.getAddress('eip155')).toBeUndefined()
  }, 60_000)
})
