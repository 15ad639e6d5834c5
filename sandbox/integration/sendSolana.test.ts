// The send plugin's Solana path against the sandbox: the real solana chain plugin, the Wallet
// Standard test wallet (registered through the real window event protocol; a bare EventTarget
// stands in for `window` in Node), the litesvm-backed Solana devnet and the provider API's
// balances. The transfer is read back from the devnet over JSON-RPC. Nothing here is mocked.
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaAdapter } from '../../chains/solana'
import {
  ACCOUNT_STORE,
  BLOCKCHAIN_API,
  CHAIN_REGISTRY,
  CONNECTION_CONTROLLER,
  CONNECTORS_STORE,
  KIT_CONTAINER,
  ROUTER,
  createAppKit,
  type AppKit,
  type CaipNetwork,
  type TokenBalance,
} from '../../kernel'
import { SEND_SERVICE, SEND_STORE, send } from '../../plugins/send'
import { estimateFeeReserve } from '../../plugins/send/maxSendAmount'
import { sendableTokens } from '../../plugins/send/sendableTokens'
import { startSandbox, type Sandbox } from '../testing'
import { createSolanaTestWallet, registerWalletStandard } from '../wallets/browser'

const WALLET_NAME = 'Airlock Solana Test Wallet'
const FEE_LAMPORTS = 5000n

let sandbox: Sandbox<'api' | 'evm' | 'solana'>
let network: CaipNetwork
let rpc: Connection
let kit: AppKit | undefined
let unregister: (() => void) | undefined

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  // The chain-backed API routes (balances, Solana ones included) are mounted with the EVM devnets.
  sandbox = await startSandbox({ services: ['api', 'evm', 'solana'] })
  network = sandbox.networks.find((n) => n.chainNamespace === 'solana')!
  rpc = new Connection(sandbox.urls.solana, 'confirmed')
  const seed = Uint8Array.from(Buffer.from(sandbox.accounts.solana[1]!.seed, 'hex'))
  unregister = registerWalletStandard(createSolanaTestWallet({ secretKey: seed, rpcUrl: sandbox.urls.solana }))
})
afterAll(async () => {
  kit?.destroy()
  unregister?.()
  await sandbox?.close()
  vi.unstubAllGlobals()
})

const lamportsOf = async (address: string) => BigInt(await rpc.getBalance(new PublicKey(address), 'confirmed'))

describe('send on the Solana devnet', () => {
  it('SEND-09 sends 0.5 SOL as a SystemProgram transfer that lands on the devnet', async () => {
    kit = createAppKit({
      projectId: 'sandbox-default',
      networks: [network],
      endpoints: sandbox.endpoints,
      // No customRpcUrls: the transfer goes through the sandbox's RPC gateway (the default),
      // which serves no websocket, so this proves confirmation works over plain HTTP.
      adapters: [solanaAdapter()],
      plugins: [send],
    })
    await kit.ready()
    expect(kit.getCaipNetwork('solana')?.rpcUrls.default.http[0]).toContain(`${sandbox.endpoints.blockchainApi}/v1/?chainId=`)
    const c = kit[KIT_CONTAINER]
    await c.resolve(CONNECTION_CONTROLLER).connect({ connector: c.resolve(CONNECTORS_STORE).getConnector(WALLET_NAME, 'solana')! })
    const from = c.resolve(ACCOUNT_STORE).get('solana').address!
    expect(from).toBe(sandbox.accounts.solana[1]!.address)

    // What the balances plugin does: the provider API's balances into the account store.
    const { balances } = await c.resolve(BLOCKCHAIN_API).get<{ balances: TokenBalance[] }>(`/v1/account/${from}/balance`, {
      params: { currency: 'usd', chainId: network.caipNetworkId },
    })
    c.resolve(ACCOUNT_STORE).patch('solana', { tokenBalance: balances })
    const [sol, ...others] = sendableTokens(c.resolve(ACCOUNT_STORE).get('solana'), network)
    expect(sol).toMatchObject({ symbol: 'SOL', quantity: { decimals: '9' } })
    expect(others).toEqual([]) // SPL tokens are not offered (SOL only on Solana)

    const to = Keypair.generate().publicKey.toBase58()
    const before = await lamportsOf(from)
    const store = c.resolve(SEND_STORE)
    store.setToken(sol)
    store.setTokenAmount('0.5')
    store.setReceiver({ address: to })

    const signature = await c.resolve(SEND_SERVICE).send()
    const status = await rpc.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    expect(await lamportsOf(to)).toBe(500_000_000n)
    expect(await lamportsOf(from)).toBe(before - 500_000_000n - FEE_LAMPORTS)
    // SEND-10, SEND-11
    expect(store.getState()).toMatchObject({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined })
    expect(c.resolve(ROUTER).getState().view).toBe('Account')
  })

  it("Max keeps back twice the network's fee for a SOL transfer, as the solana plugin estimates it", async () => {
    const c = kit![KIT_CONTAINER]
    const from = c.resolve(ACCOUNT_STORE).get('solana').address!
    const reserve = await estimateFeeReserve({ adapter: c.resolve(CHAIN_REGISTRY).get('solana'), network, from, to: Keypair.generate().publicKey.toBase58() })
    expect(reserve).toBe(2n * FEE_LAMPORTS)
  })
})
