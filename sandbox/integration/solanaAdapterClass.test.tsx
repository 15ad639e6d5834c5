// AppKit's Solana setup on Airlock against the sandbox: `new SolanaAdapter()` finds the Wallet
// Standard test wallet registered on the page, the kit connects it, `useAppKitConnection()`
// hands out a web3.js Connection to the selected Solana network's RPC (the devnet) that reads
// the account's balance, and the provider `useAppKitProvider('solana')` returns signs and sends
// web3.js transactions the AppKit way. Nothing here is mocked.
// The sandbox does not start under vitest's jsdom environment (esbuild rejects its globals), so
// this file runs in Node and puts a jsdom document in place once the sandbox is up.
import { createRequire } from 'node:module'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SolanaAdapter } from '../../chains/solana/adapter'
import type { WalletStandardProvider } from '../../chains/solana'
import { CONNECTION_CONTROLLER, CONNECTORS_STORE, KIT_CONTAINER, createAppKit, type AppKit, type CaipNetwork } from '../../kernel'
import { useAppKitConnection, useAppKitProvider } from '../../ui-shell'
import { kitWrapper } from '../../ui-shell/testing/testWrapper'
import { startSandbox, type Sandbox } from '../testing'
import { createSolanaTestWallet, registerWalletStandard, type SolanaTestWallet } from '../wallets/browser'

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis }
}
type TestingLibrary = typeof import('@testing-library/react')

const WALLET_NAME = 'Airlock Solana Test Wallet'
let rtl: TestingLibrary
let sandbox: Sandbox<'api' | 'evm' | 'solana'>
let network: CaipNetwork
let wallet: SolanaTestWallet
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  // The RPC gateway (the blockchain API's /v1 route, in front of every devnet) comes with the chain routes, which need the EVM devnets.
  sandbox = await startSandbox({ services: ['api', 'evm', 'solana'] })
  network = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
  // Wallet Standard's events are Node's (its event classes were defined at import), so the page
  // the wallets meet is a Node EventTarget, as in solanaAdapter.test.ts; React renders into a
  // jsdom document.
  const dom = new JSDOM('<!doctype html><body></body>', { url: 'http://127.0.0.1/' }).window
  vi.stubGlobal('window', Object.assign(new EventTarget(), { document: dom.document, navigator: dom.navigator, localStorage: dom.localStorage }))
  vi.stubGlobal('document', dom.document)
  vi.stubGlobal('navigator', dom.navigator)
  vi.stubGlobal('localStorage', dom.localStorage)
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  // Loaded once `document` exists: it reads it as it loads.
  rtl = await import('@testing-library/react')
  wallet = createSolanaTestWallet({ secretKey: Uint8Array.from(Buffer.from(sandbox.accounts.solana[1]!.seed, 'hex')), rpcUrl: sandbox.urls.solana })
  cleanups.push(registerWalletStandard(wallet))
}, 60_000)
afterEach(async () => {
  rtl.cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
  // The wallet forgets the site, so each test connects afresh.
  await (wallet.features['standard:disconnect'] as { disconnect(): Promise<void> }).disconnect()
  localStorage.clear()
})
afterAll(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
  await sandbox?.close()
  vi.unstubAllGlobals()
})

const kits: AppKit[] = []
async function connectedSolanaKit(): Promise<AppKit> {
  const kit = createAppKit({ projectId: 'sandbox-default', networks: [network], endpoints: sandbox.endpoints, adapters: [new SolanaAdapter()] })
  kits.push(kit)
  await kit.ready()
  const c = kit[KIT_CONTAINER]
  const connector = c.resolve(CONNECTORS_STORE).getState().connectors.find((x) => x.chain === 'solana' && x.name === WALLET_NAME)
  if (!connector) throw new Error('the registered wallet is not among the connectors')
  await c.resolve(CONNECTION_CONTROLLER).connect({ connector })
  return kit
}

describe('SolanaAdapter and useAppKitConnection against the Solana devnet', () => {
  it("BYD-11 connects the Wallet Standard test wallet; useAppKitConnection's Connection is on the devnet RPC and reads its balance", async () => {
    const kit = await connectedSolanaKit()
    const address = wallet.accounts[0]!.address
    expect(kit.getAddress()).toBe(address)
    const { result } = rtl.renderHook(() => useAppKitConnection<Connection>(), { wrapper: kitWrapper(kit) })
    await rtl.waitFor(() => expect(result.current.connection).toBeDefined())
    const connection = result.current.connection!
    expect(connection).toBeInstanceOf(Connection)
    // The selected network's RPC, as AppKit's hook: the kit's RPC gateway (the blockchain API), in front of the devnet.
    expect(connection.rpcEndpoint).toBe(kit.getCaipNetwork('solana')!.rpcUrls.default.http[0])
    expect(connection.rpcEndpoint.startsWith(sandbox.endpoints.blockchainApi!)).toBe(true)
    expect(connection.commitment).toBe('confirmed')
    const lamports = await connection.getBalance(new PublicKey(address))
    expect(lamports).toBe(await new Connection(sandbox.urls.solana, 'confirmed').getBalance(new PublicKey(address)))
    expect(lamports).toBeGreaterThan(0)
  })

  it('useAppKitConnection hands out the connection before any wallet connects, as AppKit sets it when the adapter is built', async () => {
    const kit = createAppKit({ projectId: 'sandbox-default', networks: [network], endpoints: sandbox.endpoints, adapters: [new SolanaAdapter()] })
    kits.push(kit)
    // Untyped, as an AppKit host writes it: the connection's web3.js methods are callable as they are.
    const { result } = rtl.renderHook(() => useAppKitConnection(), { wrapper: kitWrapper(kit) })
    await rtl.waitFor(() => expect(result.current.connection).toBeDefined())
    expect(kit.getIsConnectedState()).toBe(false)
    expect(await result.current.connection!.getBlockHeight()).toBeGreaterThanOrEqual(0)
  })

  it("BYD-11 the walletProvider signs a message (ed25519 verifies) and sends a web3.js Transaction through useAppKitConnection's connection", async () => {
    const kit = await connectedSolanaKit()
    const { result } = rtl.renderHook(() => ({ ...useAppKitProvider<WalletStandardProvider>('solana'), ...useAppKitConnection<Connection>() }), {
      wrapper: kitWrapper(kit),
    })
    await rtl.waitFor(() => expect(result.current.connection).toBeDefined())
    const { walletProvider, connection } = result.current
    const from = new PublicKey(wallet.accounts[0]!.address)

    const message = new TextEncoder().encode('Hello Reown AppKit!')
    const signature = await walletProvider!.signMessage(message)
    expect(ed25519.verify(signature, message, from.toBytes())).toBe(true)

    const to = new PublicKey(sandbox.accounts.solana[3]!.address)
    const before = await connection!.getBalance(to)
    const { blockhash } = await connection!.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 0.001 * LAMPORTS_PER_SOL }),
    )
    const sent = await walletProvider!.sendTransaction(transaction, connection!)
    await expect.poll(async () => (await connection!.getSignatureStatus(sent)).value?.confirmationStatus, { timeout: 20_000 }).toMatch(/confirmed|finalized/)
    expect(await connection!.getBalance(to)).toBe(before + 0.001 * LAMPORTS_PER_SOL)
  })
})
