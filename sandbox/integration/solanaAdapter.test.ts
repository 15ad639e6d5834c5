// The Solana chain plugin against the sandbox: the Solana devnet (litesvm behind JSON-RPC), the
// Wallet Standard test wallet registered through the real window event protocol, and, for the
// WalletConnect form of signing, the local relay with the WalletConnect test wallet.
// Node has no `window`; a bare EventTarget stands in for it (the register protocol needs only
// addEventListener and dispatchEvent), installed before @wallet-standard/app first reads it.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaAdapter, type SolanaAdapter, type WalletConnectSolanaProvider } from '../../chains/solana'
import {
  ACCOUNT_STORE,
  CONNECTION_CONTROLLER,
  CONNECTION_STORE,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  createAppKit,
  type AppKit,
  type CaipNetwork,
  type Connector,
} from '../../kernel'
import { startSandbox } from '../testing'
import type { Sandbox } from '../testing'
import { createSolanaTestWallet, registerWalletStandard, type SolanaTestWallet } from '../wallets/browser'
import { createTestDapp, createWalletConnectTestWallet, type TestDapp, type WalletConnectTestWallet } from '../wallets/walletconnect'
import { blockOutboundConnections, type OutboundGuard } from '../wallets/walletconnect/blockOutboundConnections'

const WALLET_NAME = 'Airlock Solana Test Wallet'
const LAMPORTS_PER_SOL = 1_000_000_000n
const FEE_LAMPORTS = 5000n

let sandbox: Sandbox<'api' | 'solana' | 'relay'>
let guard: OutboundGuard
let network: CaipNetwork
let wallet: SolanaTestWallet
let rpc: Connection
const cleanups: (() => unknown)[] = []

const seedOf = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
const lamportsOf = async (address: string) => BigInt(await rpc.getBalance(new PublicKey(address), 'confirmed'))
const announced = (adapter: SolanaAdapter): Connector => {
  const connector = adapter.getConnectors().find((c) => c.name === WALLET_NAME)
  if (!connector) throw new Error('the test wallet was not discovered')
  return connector
}

beforeAll(async () => {
  guard = blockOutboundConnections()
  vi.stubGlobal('window', new EventTarget())
  sandbox = await startSandbox({ services: ['api', 'solana', 'relay'] })
  network = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
  rpc = new Connection(sandbox.urls.solana, 'confirmed')
  wallet = createSolanaTestWallet({ secretKey: seedOf(sandbox.accounts.solana[0]!.seed), rpcUrl: sandbox.urls.solana })
  cleanups.push(registerWalletStandard(wallet))
})

afterEach(async () => {
  // Play the wallet's own "disconnect this site" so every test starts unapproved.
  await (wallet.features['standard:disconnect'] as { disconnect(): Promise<void> }).disconnect()
})

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await sandbox?.close()
  vi.unstubAllGlobals()
  guard?.restore()
})

describe('solanaAdapter with the Wallet Standard test wallet', () => {
  it('CNR-02 lists a Wallet Standard wallet once, as an announced connector with its name and icon', () => {
    // Registering the same wallet again (a wallet answering app-ready and register both) adds nothing.
    cleanups.push(registerWalletStandard(wallet))
    const connectors = solanaAdapter().getConnectors()
    expect(connectors.filter((c) => c.name === WALLET_NAME)).toHaveLength(1)
    expect(connectors[0]).toMatchObject({ id: WALLET_NAME, name: WALLET_NAME, type: 'ANNOUNCED', chain: 'solana', imageUrl: wallet.icon })
  })

  it('CNR-02 reports a wallet that registers after startup', () => {
    const adapter = solanaAdapter()
    const seen: string[][] = []
    const unwatch = adapter.watchConnectors((list) => seen.push(list.map((c) => c.name)))
    const late = createSolanaTestWallet({ secretKey: seedOf(sandbox.accounts.solana[1]!.seed), rpcUrl: sandbox.urls.solana, name: 'Late Solana Wallet' })
    const unregister = registerWalletStandard(late)
    expect(seen.at(-1)).toEqual([WALLET_NAME, 'Late Solana Wallet'])
    unregister()
    expect(seen.at(-1)).toEqual([WALLET_NAME])
    unwatch()
  })

  it('CNR-02 connects an announced wallet and gets its address; reconnects silently; disconnects', async () => {
    const adapter = solanaAdapter()
    const connector = announced(adapter)
    // Nothing approved yet: a silent restore must not prompt and finds no session.
    expect(await adapter.reconnect({ connector, network })).toBeUndefined()

    const result = await adapter.connect({ connector, network })
    expect(result).toEqual({
      connectorId: WALLET_NAME,
      accounts: [{ address: wallet.publicKey, type: 'eoa' }],
      address: wallet.publicKey,
      caipNetwork: network,
    })
    expect((await adapter.reconnect({ connector, network }))?.address).toBe(wallet.publicKey)

    await adapter.disconnect({ connector })
    expect(wallet.accounts).toEqual([])
    expect(await adapter.reconnect({ connector, network })).toBeUndefined()
  })

  it('reports the wallet disconnecting itself as an empty accountsChanged', async () => {
    const adapter = solanaAdapter()
    await adapter.connect({ connector: announced(adapter), network })
    const events: unknown[] = []
    adapter.watchWallet((event) => events.push(event))
    await (wallet.features['standard:disconnect'] as { disconnect(): Promise<void> }).disconnect()
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
  })

  it('WREQ-02 signs a message through solana_signMessage; the ed25519 signature verifies', async () => {
    const adapter = solanaAdapter()
    const connector = announced(adapter)
    const { address } = await adapter.connect({ connector, network })
    const signature = await adapter.signMessage({ message: 'Sign in to Airlock', address, provider: adapter.getProvider()! })
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Sign in to Airlock'), base58.decode(address))).toBe(true)
  })

  it('reads the SOL balance over the devnet RPC', async () => {
    const adapter = solanaAdapter()
    const address = sandbox.accounts.solana[3]!.address
    const lamports = await lamportsOf(address)
    expect(lamports).toBe(100n * LAMPORTS_PER_SOL)
    expect(await adapter.getBalance({ address, network })).toEqual({ balance: '100', symbol: 'SOL' })
  })

  it('sends a SOL transfer that lands: both balances change', async () => {
    const adapter = solanaAdapter()
    const { address: from } = await adapter.connect({ connector: announced(adapter), network })
    const to = Keypair.generate().publicKey.toBase58()
    const before = await lamportsOf(from)

    const signature = await adapter.sendTransfer({ from, to, value: LAMPORTS_PER_SOL / 4n, network })
    expect(base58.decode(signature)).toHaveLength(64)
    expect(await lamportsOf(to)).toBe(LAMPORTS_PER_SOL / 4n)
    expect(await lamportsOf(from)).toBe(before - LAMPORTS_PER_SOL / 4n - FEE_LAMPORTS)
    expect((await adapter.getBalance({ address: to, network })).balance).toBe('0.25')
  })
})

describe('solanaAdapter in a headless kit', () => {
  let kit: AppKit
  afterEach(() => kit?.destroy())

  it('CNR-02 a kit with solanaAdapter() connects the announced wallet through the connection controller', async () => {
    kit = createAppKit({ projectId: 'sandbox-default', networks: [network], endpoints: sandbox.endpoints, adapters: [solanaAdapter()] })
    await kit.ready()
    const c = kit[KIT_CONTAINER]
    const connector = c.resolve(CONNECTORS_STORE).getConnector(WALLET_NAME, 'solana')
    expect(connector?.type).toBe('ANNOUNCED')

    await c.resolve(CONNECTION_CONTROLLER).connect({ connector: connector! })
    const account = c.resolve(ACCOUNT_STORE).get('solana')
    expect(account.address).toBe(wallet.publicKey)
    expect(account.caipAddress).toBe(`${network.caipNetworkId}:${wallet.publicKey}`)
    expect(c.resolve(CONNECTION_STORE).getState().status).toBe('connected')
    expect(kit.getProvider('solana')).toBe(connector!.provider)

    // The visitor disconnects in the wallet: the kit follows (standard:events → accountsChanged []).
    await (wallet.features['standard:disconnect'] as { disconnect(): Promise<void> }).disconnect()
    await vi.waitFor(() => expect(c.resolve(CONNECTION_STORE).getState().status).toBe('disconnected'), { timeout: 10_000 })
    expect(c.resolve(ACCOUNT_STORE).get('solana').address).toBeUndefined()
  })
})

describe('solanaAdapter with a WalletConnect session', () => {
  let dapp: TestDapp
  let wcWallet: WalletConnectTestWallet
  let connector: Connector

  beforeAll(async () => {
    dapp = await createTestDapp({ relayUrl: sandbox.urls.relay })
    wcWallet = await createWalletConnectTestWallet({
      relayUrl: sandbox.urls.relay,
      evmPrivateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      solanaSecretKey: Keypair.fromSeed(seedOf(sandbox.accounts.solana[2]!.seed)).secretKey,
      chains: [network.caipNetworkId],
    })
    connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana', provider: dapp.provider as never }
    // What the WalletConnect plugin does: propose the namespace the adapter describes, pair, approve.
    const uri = dapp.nextUri()
    const approved = dapp.provider.connect({ optionalNamespaces: { solana: solanaAdapter().walletConnectNamespace([network]) } })
    await wcWallet.pair(await uri)
    await approved
  })
  afterAll(async () => {
    await wcWallet?.close()
    await dapp?.close()
  })

  it('WREQ-02 signs over WalletConnect with solana_signMessage (base58 message, pubkey); the signature verifies', async () => {
    const adapter = solanaAdapter()
    const { address } = await adapter.connect({ connector, network })
    expect(address).toBe(sandbox.accounts.solana[2]!.address)
    const signature = await adapter.signMessage({ message: 'hello over the relay', address, provider: dapp.provider as never })
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('hello over the relay'), base58.decode(address))).toBe(true)
    // The wallet logs a request after answering it.
    const request = await vi.waitFor(() => wcWallet.requests.find((r) => r.method === 'solana_signMessage') ?? Promise.reject(new Error('not logged yet')))
    expect(request.chainId).toBe(network.caipNetworkId)
    expect(request.params).toEqual({ message: base58.encode(new TextEncoder().encode('hello over the relay')), pubkey: address })
  })

  it("hands the host AppKit's Solana provider over the session: signMessage(bytes), sendTransaction(tx, connection) land", async () => {
    const adapter = solanaAdapter()
    const { address: from } = await adapter.connect({ connector, network })
    const host = adapter.hostProvider(dapp.provider as never, connector) as WalletConnectSolanaProvider
    expect(adapter.hostProvider(dapp.provider as never, connector)).toBe(host)
    expect(host.address).toBe(from)

    const message = new TextEncoder().encode('bytes from a host')
    expect(ed25519.verify(await host.signMessage(message), message, base58.decode(from))).toBe(true)

    // A web3.js transaction, as AppKit's docs build it; the wallet only signs, the host's Connection sends.
    const to = Keypair.generate().publicKey
    const value = LAMPORTS_PER_SOL / 100n
    const { blockhash } = await rpc.getLatestBlockhash('confirmed')
    const transaction = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports: value }),
    )
    const signature = await host.sendTransaction(transaction, rpc)
    await rpc.confirmTransaction(signature, 'confirmed')
    expect(await lamportsOf(to.toBase58())).toBe(value)
  })

  it('sends a SOL transfer through a WalletConnect wallet that only signs (solana_signTransaction, then RPC)', async () => {
    const adapter = solanaAdapter()
    const { address: from } = await adapter.connect({ connector, network })
    const to = Keypair.generate().publicKey.toBase58()
    const before = await lamportsOf(from)
    // A new account must receive at least the rent-exempt minimum (890,880 lamports).
    const value = LAMPORTS_PER_SOL / 100n
    await adapter.sendTransfer({ from, to, value, network, provider: dapp.provider as never })
    expect(await lamportsOf(to)).toBe(value)
    expect(await lamportsOf(from)).toBe(before - value - FEE_LAMPORTS)
    const methods = await vi.waitFor(() => {
      const logged = wcWallet.requests.map((r) => r.method)
      return logged.includes('solana_signTransaction') ? logged : Promise.reject(new Error('not logged yet'))
    })
    // The wallet approved signAndSend in the session but does not implement it: the adapter fell back.
    expect(methods).toContain('solana_signAndSendTransaction')
  })
})
